import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageFolder } from '@shared/company/folders';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { UploadImageDialog } from '../components/upload-image-dialog';
import { imageVariants, type Scaler } from '../lib/image-variants';

// jsdom has no image decoder or canvas: the browser's parts are stood in for here, so what is
// tested is which copies are made and what the upload sends.
let bitmapWidth = 1600;
let encodes: string[] = [];
let webpEncoder = true;

beforeEach(() => {
  bitmapWidth = 1600;
  encodes = [];
  webpEncoder = true;
  vi.stubGlobal('createImageBitmap', () =>
    Promise.resolve({ width: bitmapWidth, height: bitmapWidth / 4, close: () => undefined }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({ drawImage: () => undefined }) as unknown as ReturnType<HTMLCanvasElement['getContext']>,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    // A browser without a WebP encoder answers PNG, as the canvas standard says.
    const made = type === 'image/webp' && !webpEncoder ? 'image/png' : (type ?? 'image/png');
    encodes.push(`${made} ${this.width}x${this.height}`);
    done(new Blob([`${made}:${this.width}`], { type: made }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dataUrl = (type: string, text: string) =>
  `data:${type};base64,${Buffer.from(text).toString('base64')}`;

async function uploadInto(folder: ImageFolder) {
  const api = fakeApi((path) =>
    path.endsWith('/upload-image') ? { body: [] } : { status: 404, body: { error: path } },
  );
  vi.stubGlobal('fetch', api.fetch);
  renderForCompany(
    testCompany({ emis: 'shop', name: 'Shop', domain: 'shop.localhost' }),
    '/manage-images',
    <UploadImageDialog
      open
      onOpenChange={() => undefined}
      folders={[
        { label: 'Website Front Page', folder: 'website_banner' },
        { label: 'Gallery', folder: 'gallery' },
      ]}
      folder={folder}
      onUploaded={() => undefined}
    />,
  );
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText(/Image file/),
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summer.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/upload-image'))).toBe(true));
  return api.calls.find((c) => c.path.endsWith('/upload-image'))?.body as Record<string, unknown>;
}

describe('banner uploads with narrower copies', () => {
  it('sends a 640 and a 1024 px WebP copy of a wide banner beside the picture', async () => {
    const body = await uploadInto('website_banner');
    expect(body).toMatchObject({ name: 'summer', folder: 'website_banner' });
    expect(body.image64).toMatch(/^data:image\/png;base64,/);
    expect(body.variants).toEqual([
      { width: 640, file: dataUrl('image/webp', 'image/webp:640') },
      { width: 1024, file: dataUrl('image/webp', 'image/webp:1024') },
    ]);
    expect(encodes).toEqual(['image/webp 640x160', 'image/webp 1024x256']);
  });

  it('falls back to JPEG where the browser cannot encode WebP, never wider than the picture', async () => {
    webpEncoder = false;
    bitmapWidth = 800;
    const body = await uploadInto('website_banner');
    expect(body.variants).toEqual([{ width: 640, file: dataUrl('image/jpeg', 'image/jpeg:640') }]);
  });

  it('sends no copies for other folders, nor when the picture is no wider than a copy', async () => {
    expect(await uploadInto('gallery')).not.toHaveProperty('variants');
  });

  it('sends the picture alone when the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('not an image')));
    const body = await uploadInto('website_banner');
    expect(body).not.toHaveProperty('variants');
    expect(body.image64).toMatch(/^data:image\/png;base64,/);
  });
});

describe('imageVariants', () => {
  const scaler = (width: number, made: Record<number, string | undefined>): Scaler => ({
    width,
    scale: (to) => Promise.resolve(made[to]),
    close: () => undefined,
  });
  const file = (bytes: number) => new File([new Uint8Array(bytes)], 'a.png');

  it('makes only copies narrower than the picture', async () => {
    expect(await imageVariants(file(10), () => Promise.resolve(scaler(640, { 640: 'x' })))).toEqual(
      [],
    );
    expect(
      await imageVariants(file(10), () => Promise.resolve(scaler(1000, { 640: 'a', 1024: 'b' }))),
    ).toEqual([{ width: 640, file: 'a' }]);
  });

  it('leaves out a copy that would take the upload over the body limit', async () => {
    const near = 4 * 1024 * 1024 - 200_000; // base64 ~5.33 MB of the 5.5 MB room
    const made = { 640: 'a'.repeat(100_000), 1024: 'b'.repeat(200_000) };
    expect(await imageVariants(file(near), () => Promise.resolve(scaler(2000, made)))).toEqual([
      { width: 640, file: made[640] },
    ]);
  });
});
