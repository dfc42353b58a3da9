/** A post's date as people read it ('14 March 2026'), the same day whatever the browser's zone. */
export function postDate(date: string): string {
  const day = new Date(`${date}T12:00:00+02:00`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  });
}

/** The first words of a post's body as plain text (parsed inertly: nothing runs or loads). */
export function excerpt(html: string, words = 30): string {
  // A space after each block, so a heading and the list under it do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  const text = body.textContent?.replace(/\s+/g, ' ') ?? '';
  const all = text.trim().split(' ');
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}
