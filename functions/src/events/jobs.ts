import type { Job } from '../platform/jobs';
import { dueBookingReminders, remindBookings } from './reminders';

/**
 * The events domain's scheduled work: the booking reminders that are due, one unit per company
 * found in the bookings' due-time index (gsi3).
 */
export const eventsJobs: Job[] = [
  {
    name: 'booking-reminders',
    due: dueBookingReminders,
    run: async (deps, unit, now) => ({
      results: await remindBookings(deps, unit.key, unit.items, now),
    }),
  },
];
