import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaImage, ReplaceImageBody } from '@shared/media/schemas';
import { apiPost } from '../../../lib/api-client';
import { folderChanged } from './folder-changed';

/** POST /auth/replace-image: stores the new image, removes the old; answers the folder's images. */
export function useReplaceImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceImageBody) => apiPost<MediaImage[]>('/auth/replace-image', body),
    onSuccess: (images, body) => folderChanged(client, body.folder, images),
  });
}
