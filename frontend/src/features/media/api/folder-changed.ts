import type { QueryClient } from '@tanstack/react-query';
import type { ImageFolder } from '@shared/company/folders';
import type { MediaImage } from '@shared/media/schemas';
import { folderImagesKey } from './get-images-for-given-folder';
import { galleryKey } from './get-gallery-images';

/**
 * After an upload, replace or delete: the folder's grid takes the server's list, and the public
 * pages that show the folder ask again. The logo and banner keys belong to the site feature.
 */
export function folderChanged(client: QueryClient, folder: ImageFolder, images: MediaImage[]) {
  client.setQueryData(folderImagesKey(folder), images);
  if (folder === 'gallery') void client.invalidateQueries({ queryKey: galleryKey });
  if (folder === 'logos') void client.invalidateQueries({ queryKey: ['logos'] });
  if (folder === 'website_banner') void client.invalidateQueries({ queryKey: ['website-banner'] });
}
