import { Database, LayoutTemplate, Settings } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

const dataCrud = () => import('./pages/data-crud-page');

export const TABLES_SCREENS: Screen[] = [
  {
    path: '/data-crud',
    page: () => dataCrud().then((m) => m.DataCrudPage),
    drawer: { label: 'Manage Database', icon: Database, order: 50, level: LEVEL.admin },
    tiles: [
      {
        title: 'Manage Database',
        description: 'Pick a table, search, add, edit, export and import its rows.',
        icon: Database,
        order: 110,
        level: LEVEL.staff,
      },
    ],
  },
  { path: '/table-crud', page: () => dataCrud().then((m) => m.TableCrudPage) },
  {
    path: '/related-table',
    page: () => import('./pages/related-table-page').then((m) => m.RelatedTablePage),
  },
  {
    path: '/live-videos',
    page: () => import('./pages/live-videos-page').then((m) => m.LiveVideosPage),
  },
  {
    path: '/settings',
    page: () => import('./pages/settings-page').then((m) => m.SettingsPage),
    drawer: { label: 'Manage Settings', icon: Settings, order: 70, level: LEVEL.admin },
    tiles: [
      {
        title: 'Manage Settings',
        description: 'Company details, colours, tax, bank and labels.',
        icon: Settings,
        order: 120,
        level: LEVEL.admin,
      },
    ],
  },
  {
    path: '/website-dashboard',
    page: () => import('./pages/website-dashboard-page').then((m) => m.WebsiteDashboardPage),
    tiles: [
      {
        title: 'Website',
        description: 'Profile, content lists and images of your public website.',
        icon: LayoutTemplate,
        order: 130,
        level: LEVEL.admin,
      },
    ],
  },
  {
    path: '/crud-website-data',
    page: () => import('./pages/crud-website-data-page').then((m) => m.CrudWebsiteDataPage),
  },
  {
    path: '/website-manage-profile',
    page: () =>
      import('./pages/website-manage-profile-page').then((m) => m.WebsiteManageProfilePage),
  },
];
