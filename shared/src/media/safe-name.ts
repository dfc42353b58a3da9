const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
// Two to four characters starting with a letter: "photo.png", "deck.pptx", "x.exe" carry an
// extension; "Dr.Smith" and "v1.2" do not.
const EXTENSION = /.\.([A-Za-z][A-Za-z0-9]{1,3})$/;
const SLUG_MAX = 60;
const SUFFIX_LENGTH = 6;
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A single file name that is safe in a storage key: letters, digits, dot, dash and underscore,
 * starting with a letter or digit, no `..`, at most 200 characters.
 */
export function isPlainFileName(name: string): boolean {
  return PLAIN_FILE_NAME.test(name) && !name.includes('..');
}

/** The last part of a path: `../../x.png`, `a/b\\x.png` and `x.png` all give `x.png`. */
export function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

/** The extension the name's last part ends with, lower-cased, without the dot. */
export function extensionOf(name: string): string | undefined {
  return EXTENSION.exec(baseName(name).trim())?.[1]?.toLowerCase();
}

/**
 * A safe slug of a given file name: path and extension dropped, accents removed, lower case,
 * every run of other characters a single dash, at most 60 characters; `fallback` when nothing
 * is left.
 */
export function nameSlug(name: string, fallback: string): string {
  const base = baseName(name)
    .trim()
    .replace(EXTENSION, (match) => match.slice(0, 1));
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-$/, '');
  return slug || fallback;
}

/** Six random base36 characters, without modulo bias. */
export function randomSuffix(): string {
  let out = '';
  while (out.length < SUFFIX_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH * 2))) {
      // 252 = 7 * 36: larger bytes would favour the first characters.
      if (byte < 252 && out.length < SUFFIX_LENGTH) out += BASE36[byte % 36];
    }
  }
  return out;
}

/**
 * The stored name of an upload: `{slug}-{6 random base36}.{extension}`, so two uploads of the
 * same name never overwrite each other and no name can reach outside its folder.
 */
export function uniqueName(
  name: string,
  extension: string,
  fallback: string,
  random: () => string = randomSuffix,
): string {
  return `${nameSlug(name, fallback)}-${random()}.${extension}`;
}
