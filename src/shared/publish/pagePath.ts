/** A built page's address as publishing keys it: decoded, without a trailing slash (the home page is `/`). */
export function pagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // kept as given: not percent-encoded text
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The file a built page is written to under the build's client folder: `index.html` in its folder, or the file itself. */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  return /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`;
}

/** A built page's file and its compressed twins (a small page has none on disk). */
export function pageFiles(path: string): string[] {
  const file = pageFile(path);
  return [file, `${file}.br`, `${file}.gz`];
}
