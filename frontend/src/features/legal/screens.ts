import { ListTodo, Scale } from 'lucide-react';
import { lazy } from 'react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';
import type { Slots } from '../../lib/slots';

/** Legal practice: matters with billing, notes, tasks and invoices, and their files. */
export const LEGAL_SCREENS: Screen[] = [
  {
    path: '/manage-matters',
    page: () => import('./pages/manage-matters-page').then((m) => m.ManageMattersPage),
    guard: {
      level: LEVEL.staff,
      denied: 'Matters are managed by the practice’s staff.',
      feature: 'matters',
    },
    drawer: {
      label: 'Manage Matters',
      icon: Scale,
      order: 62,
      level: LEVEL.staff,
      feature: 'matters',
    },
    tiles: [
      {
        title: 'Manage Matters',
        description: 'Matters: details, billing, invoices, tasks and files.',
        icon: Scale,
        order: 62,
        level: LEVEL.staff,
        feature: 'matters',
      },
    ],
  },
  {
    // The home's matters' tasks due today and tomorrow link here (issue 28).
    path: '/tasks-due',
    page: () => import('./pages/tasks-due-page').then((m) => m.TasksDuePage),
    guard: {
      level: LEVEL.staff,
      denied: 'Tasks are kept by the practice’s staff.',
      feature: 'matters',
    },
    drawer: {
      label: 'Tasks Due',
      icon: ListTodo,
      order: 63,
      level: LEVEL.staff,
      feature: 'matters',
    },
  },
  {
    path: '/manage-files',
    page: () => import('./pages/manage-files-page').then((m) => m.ManageFilesPage),
    guard: {
      level: LEVEL.staff,
      denied: 'A matter’s files are kept by the practice’s staff.',
      feature: 'files',
    },
  },
];

/** What legal shows in other features' screens: the new-matter dialog on a client's profile. */
export const LEGAL_SLOTS: Slots = {
  addMatter: lazy(() =>
    import('./components/add-matter-dialog').then((m) => ({ default: m.AddMatterDialog })),
  ),
};
