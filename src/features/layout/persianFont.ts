/** Set once the browser has fetched Vazirmatn: Persian pages then use it from the first paint (BaseLayout.astro). */
export const PERSIAN_FONT_KEY = 'persian-font';

/**
 * On a Persian page still on the system font (html.system-font, a first visit): fetches both faces of
 * Vazirmatn, after the load event, for the next page. Not with data saving on: that visitor keeps the system font.
 */
export function cachePersianFont(saveData: boolean): void {
  if (!document.documentElement.classList.contains('system-font') || saveData) return;
  void Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em Vazirmatn`, 'فا'))).then((faces) => {
    if (faces.every((found) => found.length > 0)) {
      try {
        localStorage.setItem(PERSIAN_FONT_KEY, '1');
      } catch {
        // storage refused (private mode): the next page fetches the font the same way
      }
    }
  });
}
