/** Set once the browser has fetched Vazirmatn: Persian pages then use it from the first paint (BaseLayout.astro). */
export const PERSIAN_FONT_KEY = 'persian-font';

/**
 * On a Persian page still on the system font (html.system-font, a first visit): fetches both of Vazirmatn's
 * files, after the load event, into the browser's cache for the next page. A plain fetch, not
 * `document.fonts.load`: a face loaded into this page would make the browser restyle and lay out the whole
 * page again, a long task on a slow phone, for a font this page does not show. Not with data saving on: that
 * visitor keeps the system font.
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
