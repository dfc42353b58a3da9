/** The schemes a post's link may use (the server's allow-list says the same). */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Whether `href` is an absolute http, https or mailto address (no javascript:, data:...). */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !(LINK_SCHEMES as readonly string[]).includes(scheme)) return false;
  return scheme === 'mailto' ? /^mailto:[^\s@]+@[^\s@]+$/i.test(value) : URL.canParse(value);
}
