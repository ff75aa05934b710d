/**
 * Links that open a messenger with a message and a page's address ready to send: Telegram's share page and
 * WhatsApp's click-to-chat (each opens the app on a phone, the web version elsewhere).
 */
export function shareLinks(url: string, message: string): { telegram: string; whatsapp: string } {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    telegram: `https://t.me/share/url?${query({ url, text: message })}`,
    whatsapp: `https://wa.me/?${query({ text: `${message}\n${url}` })}`,
  };
}
