/**
 * The paths of the shop's small stroke icons (24 × 24), one export each so an island bundles only the ones it
 * draws. `Icon.astro` draws them in pages, `Icon.tsx` in islands.
 */
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const search = 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm9 3-4.3-4.3';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z';
export const bag = 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2';
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4h4';
export const arrowUp = 'M12 19V5m-6 6 6-6 6 6';
export const chevron = 'm9 6 6 6-6 6';
export const close = 'M6 6l12 12M18 6 6 18';
export const trash = 'M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13M10 11v5m4-5v5';
export const phone = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z';
export const globe =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z';
export const instagram =
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5-9.5v.01';
export const telegram = 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6';
export const whatsapp = 'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20Zm5-11c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2L9 9Z';
export const share =
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4m0-11-6.8 4';
export const link = 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1';
