/** Set once the browser has fetched Vazirmatn: Persian pages then use it from the first paint (BaseLayout.astro). */
export const PERSIAN_FONT_KEY = 'persian-font';

/**
 * On a Persian first visit still on the system font: fetches both Vazirmatn files after load into the cache for the
 * next page, by a plain fetch, as `document.fonts.load` would relayout this page. Not with data saving on.
 */
export function cachePersianFont(files: string[], saveData: boolean): void {
  if (!document.documentElement.classList.contains('system-font') || saveData || files.length === 0) return;
  const fetchOne = (file: string) => fetch(file).then((answer) => answer.ok && answer.arrayBuffer().then(() => true));
  void Promise.all(files.map(fetchOne))
    .then((fetched) => {
      if (fetched.every(Boolean)) localStorage.setItem(PERSIAN_FONT_KEY, '1');
    })
    .catch(() => {
      // offline, or storage refused (private mode): the next page fetches the files the same way
    });
}
