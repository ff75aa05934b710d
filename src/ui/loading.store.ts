import { atom } from 'nanostores';

/** A call is running that covers the page (the full overlay). */
export const $isLoading = atom(false);
/** A call is running inside the page (the overlay with the in-page message). */
export const $isLoadingInPage = atom(false);

let running = 0;
let runningInPage = 0;

/** Marks a call as running until the returned function is called. */
export function startLoading(inPage = false): () => void {
  if (inPage) $isLoadingInPage.set(++runningInPage > 0);
  else $isLoading.set(++running > 0);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (inPage) $isLoadingInPage.set(--runningInPage > 0);
    else $isLoading.set(--running > 0);
  };
}
