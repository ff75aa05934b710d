import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'PageScripts.astro_astro_type_script';

/**
 * Astro writes the page loader (src/layout/PageScripts.astro) as an external module, which
 * the browser would fetch before the load event. This turns that tag into the same code inline, so a
 * page carries no JavaScript file until after it has loaded.
 */
export function inlinePageScript(html: string, clientDir: string): string {
  const script = loaderSource(clientDir);
  if (!script) return html;
  return html.replace(
    new RegExp(`<script type="module" src="/_astro/${escape(script.file)}"></script>`),
    () => `<script type="module">${script.code}</script>`,
  );
}

let cached: { file: string; code: string } | null | undefined;

function loaderSource(clientDir: string) {
  if (cached !== undefined) return cached;
  const dir = join(clientDir, '_astro');
  const file = readdirSync(dir).find((name) => name.startsWith(PREFIX) && name.endsWith('.js'));
  // Relative chunk imports become absolute, since the code now runs from the page's address.
  cached = file
    ? {
        file,
        code: readFileSync(join(dir, file), 'utf8')
          .trim()
          .replace(/(["'`])\.\//g, '$1/_astro/'),
      }
    : null;
  return cached;
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
