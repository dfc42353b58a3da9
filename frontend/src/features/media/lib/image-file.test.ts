import { describe, expect, it } from 'vitest';
import {
  humaniseImageName,
  imageBaseName,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  readAsDataUrl,
  TOO_LARGE,
} from './image-file';

describe('image names', () => {
  it('drops the extension and the upload suffix', () => {
    expect(imageBaseName('team-photo-k3x9q2.png')).toBe('team-photo');
    expect(imageBaseName('gallery-1.png')).toBe('gallery-1');
    expect(imageBaseName('logo.png')).toBe('logo');
  });

  it('humanises a stored name for a caption', () => {
    expect(humaniseImageName('year-end-function-0a9zq1.jpg')).toBe('Year end function');
    expect(humaniseImageName('gallery-3.png')).toBe('Gallery 3');
    expect(humaniseImageName('staff_day.png')).toBe('Staff day');
  });
});

describe('image files', () => {
  it('refuses a file over 4 MB before sending it', () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(imageFileProblem(big)).toBe(TOO_LARGE);
    expect(imageFileProblem(new File(['x'], 'small.png'))).toBeUndefined();
  });

  it('reads a file as a base64 data URL', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });
});
