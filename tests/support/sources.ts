import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` whose names match `pattern`, depth first. */
export function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path, pattern) : pattern.test(name) ? [path] : [];
  });
}
