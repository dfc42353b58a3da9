import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageFolder } from '@shared/company/folders';
import type { ImageFolderBody, MediaImage } from '@shared/media/schemas';
import { apiPost } from '../../../lib/api-client';

export const folderImagesKey = (folder: ImageFolder) => ['folder-images', folder] as const;

export const folderImagesQuery = (folder: ImageFolder) =>
  queryOptions({
    queryKey: folderImagesKey(folder),
    queryFn: ({ signal }) =>
      apiPost<MediaImage[]>(
        '/auth/get-images-for-given-folder',
        { folder } satisfies ImageFolderBody,
        signal,
      ),
  });

/** POST /auth/get-images-for-given-folder: the signed-in company's images of one folder. */
export function useFolderImages(folder: ImageFolder) {
  return useQuery(folderImagesQuery(folder));
}
