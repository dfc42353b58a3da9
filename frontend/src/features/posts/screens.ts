import { Newspaper } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** Posts (issue 25): the news manager, the public news list and read-post. */
export const POSTS_SCREENS: Screen[] = [
  {
    path: '/website-manage-posts',
    page: () => import('./pages/manage-posts-page').then((m) => m.ManagePostsPage),
    guard: { level: LEVEL.family, denied: 'Posts are written by the company’s members.' },
    tiles: [
      {
        title: 'Posts',
        description: 'News for your website: write, publish and manage posts.',
        icon: Newspaper,
        order: 132,
        level: LEVEL.family,
      },
    ],
  },
  // Read on the company's public site, with its header and footer.
  {
    path: '/read-post',
    public: true,
    page: () => import('./pages/read-post-page').then((m) => m.ReadPostPage),
  },
  {
    path: '/news',
    public: true,
    page: () => import('./pages/news-page').then((m) => m.NewsPage),
  },
];
