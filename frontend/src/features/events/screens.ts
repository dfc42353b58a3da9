import { CalendarDays, Star } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

/** Events and bookings (the public calendar) and the talent that is booked (issue 25). */
export const EVENTS_SCREENS: Screen[] = [
  {
    // Public: visitors see public events with the site's header and footer.
    path: '/events-calendar',
    public: true,
    page: () => import('./pages/events-calendar-page').then((m) => m.EventsCalendarPage),
    // Signed in from parents up: private events they may see, and staff book from it.
    tiles: [
      {
        title: 'Events Calendar',
        description: 'Upcoming events and bookings, by month or week.',
        icon: CalendarDays,
        order: 64,
        level: LEVEL.family,
      },
    ],
  },
  {
    path: '/manage-talents',
    page: () => import('./pages/manage-talents-page').then((m) => m.ManageTalentsPage),
    guard: {
      level: LEVEL.staff,
      denied: 'Talent is managed by the company’s staff.',
      feature: 'bookings',
    },
    tiles: [
      {
        title: 'Talent',
        description: 'Talent profiles and pictures, their bookings, hours and payouts.',
        icon: Star,
        order: 63,
        level: LEVEL.staff,
        feature: 'bookings',
      },
    ],
  },
];
