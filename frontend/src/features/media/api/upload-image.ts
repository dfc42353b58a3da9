import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MediaImage, uploadImageBody } from '@shared/media/schemas';
import { apiPost } from '../../../lib/api-client';
import { folderChanged } from './folder-changed';

// The body as sent: the old screen's selectedClass may be left out.
export type UploadImage = z.input<typeof uploadImageBody>;

/** POST /auth/upload-image: stores the image; answers the folder's images. */
export function useUploadImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadImage) => apiPost<MediaImage[]>('/auth/upload-image', body),
    onSuccess: (images, body) => folderChanged(client, body.folder, images),
  });
}
