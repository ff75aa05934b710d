import { join } from 'node:path';

/** The build this process serves: DIST_DIR (set for each worker by src/publish/cluster.ts), else ./dist. */
export function distDir(): string {
  return process.env.DIST_DIR || join(process.cwd(), 'dist');
}
