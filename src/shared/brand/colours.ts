/**
 * The design's colours outside the style sheets (src/styles/tokens.css has the same values): the theme colour,
 * the installed shop's splash and title bar, shared-link cards and the home-screen icons.
 */
export const BRAND_COLOURS = {
  /** The pages' paper. */
  paper: '#fbfaf7',
  /** The accent the mark sits on. */
  accent: '#8a3f1d',
  ink: '#1f1c19',
  muted: '#5f5851',
} as const;
