import { ImageUp, Images } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

export const MEDIA_SCREENS: Screen[] = [
  {
    path: '/images-gallery',
    public: true,
    page: () => import('./pages/images-gallery-page').then((m) => m.ImagesGalleryPage),
    drawer: { label: 'Gallery', icon: Images, order: 30 },
    tiles: [
      {
        title: 'Gallery',
        description: "The pictures on your site's public gallery.",
        icon: Images,
        order: 20,
      },
    ],
  },
  {
    path: '/manage-images',
    page: () => import('./pages/manage-images-page').then((m) => m.ManageImagesPage),
    tiles: [
      {
        title: 'Manage Site Images',
        description: 'Upload, replace and delete the logo, banner and gallery pictures.',
        icon: ImageUp,
        order: 30,
        level: LEVEL.admin,
      },
    ],
  },
];
