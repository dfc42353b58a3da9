export { readAsDataUrl } from '../../../lib/read-file';

/** The server refuses uploads over 4 MB (functions/src/platform/route-spec.ts, UPLOAD_MAX_BYTES). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export const IMAGE_ACCEPT = 'image/png,image/jpeg';

export const TOO_LARGE = 'The file is too large: at most 4 MB may be uploaded';

// Stored names are `{slug}-{6 random base36}.{png|jpg}` (shared/src/media/safe-name.ts).
const EXTENSION = /\.[A-Za-z0-9]{1,4}$/;
const UPLOAD_SUFFIX = /-[0-9a-z]{6}$/;

/** A stored name without its extension and upload suffix: `team-photo-k3x9q2.png` -> `team-photo`. */
export function imageBaseName(name: string): string {
  return name.replace(EXTENSION, '').replace(UPLOAD_SUFFIX, '') || name;
}

/** A stored name as a caption: `team-photo-k3x9q2.png` -> `Team photo`. */
export function humaniseImageName(name: string): string {
  const words = imageBaseName(name)
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** A name to offer for a picked file: its own name without the extension. */
export function nameFromFile(file: File): string {
  return file.name.replace(EXTENSION, '');
}

/** What is wrong with a picked file before it is sent, if anything (the server checks again). */
export function imageFileProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE;
  return undefined;
}
