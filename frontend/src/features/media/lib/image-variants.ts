import type { ImageFolder } from '@shared/company/folders';
import { VARIANT_WIDTHS } from '@shared/media/variants';
import { readAsDataUrl } from '../../../lib/read-file';

/** A narrower copy of a picture, as the upload routes take it (`variants`). */
export type ImageVariant = { width: number; file: string };

/** Folders shown across the whole screen, where a phone is better served by a narrower copy. */
const FOLDERS_WITH_VARIANTS: readonly ImageFolder[] = ['website_banner'];

export const makesVariants = (folder: ImageFolder | '') =>
  (FOLDERS_WITH_VARIANTS as readonly string[]).includes(folder);

// The upload routes take bodies up to 5,600,000 bytes (functions/src/platform/route-spec.ts,
// UPLOAD_BODY_LIMIT): the copies are left out rather than make a large picture's upload fail.
const BODY_ROOM = 5_500_000;

/** A decoded picture that can be drawn narrower. */
export type Scaler = {
  width: number;
  /** A copy `width` pixels wide as a data URL (WebP where the browser encodes it, else JPEG). */
  scale(width: number): Promise<string | undefined>;
  close(): void;
};

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.8));

/** The browser's own decoder and a canvas: no image library is downloaded for this. */
export async function canvasScaler(file: File): Promise<Scaler | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  const bitmap = await createImageBitmap(file);
  return {
    width: bitmap.width,
    close: () => bitmap.close(),
    scale: async (width) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      // A browser that cannot encode WebP (older Safari) answers PNG: JPEG is smaller then.
      const webp = await toBlob(canvas, 'image/webp');
      const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg');
      return blob ? readAsDataUrl(new File([blob], 'copy', { type: blob.type })) : undefined;
    },
  };
}

/**
 * The narrower copies of a picture for its upload: each of VARIANT_WIDTHS narrower than the
 * picture, while the body stays within the routes' limit. None when the browser cannot make
 * them: the upload goes ahead with the picture alone.
 */
export async function imageVariants(
  file: File,
  open: (file: File) => Promise<Scaler | undefined> = canvasScaler,
): Promise<ImageVariant[]> {
  const scaler = await open(file).catch(() => undefined);
  if (!scaler) return [];
  try {
    let room = BODY_ROOM - Math.ceil((file.size * 4) / 3);
    const variants: ImageVariant[] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width >= scaler.width) continue;
      const data = await scaler.scale(width).catch(() => undefined);
      if (!data || data.length > room) continue;
      room -= data.length;
      variants.push({ width, file: data });
    }
    return variants;
  } finally {
    scaler.close();
  }
}
