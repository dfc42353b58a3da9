import { Star } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** Events and bookings (the public calendar) and the talent that is booked (issue 25). */
export const EVENTS_SCREENS: Screen[] = [
  {
    // Public: visitors see public events with the site's header and footer.
    path: '/events-calendar',
    public: true,
    page: () => import('./pages/events-calendar-page').then((m) => m.EventsCalendarPage),
  },
  {
    path: '/manage-talents',
    page: () => import('./pages/manage-talents-page').then((m) => m.ManageTalentsPage),
    guard: { level: LEVEL.staff, denied: 'Talent is managed by the company’s staff.' },
    tiles: [
      {
        title: 'Talent',
        description: 'Talent profiles and pictures, their bookings, hours and payouts.',
        icon: Star,
        order: 63,
        level: LEVEL.staff,
      },
    ],
  },
];
