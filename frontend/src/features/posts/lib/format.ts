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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of HTML the server sanitised (tags dropped, entities read): no DOM, so the server
 *  renders the same excerpt the browser hydrates with. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : Number(name.slice(1)),
          )
        : (ENTITIES[name.toLowerCase()] ?? all),
    );
}

/** The first words of a post's body as plain text (nothing of it runs or loads). */
export function excerpt(html: string, words = 30): string {
  // A space after each block, so a heading and the list under it do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const text = textOf(spaced).replace(/\s+/g, ' ');
  const all = text.trim().split(' ');
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}
