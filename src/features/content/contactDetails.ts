/** The shop's phone and email, shown in the footer and on the contact page. */
export const CONTACT = {
  /** For `tel:` links: always Latin digits. */
  phone: '+982188880000',
  /** As people read it; written in the page's digits. */
  phoneText: '+98 21 8888 0000',
  email: 'hello@example.com',
} as const;
