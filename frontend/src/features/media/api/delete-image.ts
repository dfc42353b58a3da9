import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageFolder } from '@shared/company/folders';
import type { DeleteImageBody, MediaImage } from '@shared/media/schemas';
import { apiPost } from '../../../lib/api-client';
import { folderChanged } from './folder-changed';
import { folderImagesKey } from './get-images-for-given-folder';

export type DeleteImages = { folder: ImageFolder; images: string[] };

/**
 * POST /auth/delete-image for each chosen image, one after another. The grid takes the last
 * answer; when one fails the folder is asked again, so it shows what was really deleted.
 */
export function useDeleteImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ folder, images }: DeleteImages) => {
      let remaining: MediaImage[] = [];
      for (const image of images) {
        remaining = await apiPost<MediaImage[]>('/auth/delete-image', {
          image,
          folder,
        } satisfies DeleteImageBody);
      }
      return remaining;
    },
    onSuccess: (images, { folder }) => folderChanged(client, folder, images),
    onError: (_error, { folder }) =>
      client.invalidateQueries({ queryKey: folderImagesKey(folder) }),
  });
}
