import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders the built page's HTML, true from the first render in the browser on: what only this
 * browser knows (its saved lists) waits for it, so hydration matches the HTML and then shows the real state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
