/** After a chunk failed to load (a new build is live and the old one's files are gone): reloads, at most once a minute. */
export function reloadOnce(): void {
  const last = Number(sessionStorage.getItem('chunk-reload-at') || 0);
  if (Date.now() - last > 60_000) {
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    location.reload();
  }
}
