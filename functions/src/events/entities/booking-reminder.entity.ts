import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A booking's reminder, sent (issue 25 item 5): one per booking and reminder time, created in the
 * same transaction that takes the booking out of the reminders' due-time index, so a reminder is
 * sent once however often or concurrently the job runs. Says who was told and how the SMS went.
 */
export const bookingReminderDefinition = defineEntity({
  model: { entity: 'booking_reminder', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    event_id: { type: 'string', required: true, readOnly: true },
    /** The reminder's UTC time (ISO). */
    at: { type: 'string', required: true, readOnly: true },
    /** sent | no-credits | no-phone */
    sms: { type: 'string', required: true },
    sms_to: { type: 'list', items: { type: 'string' } },
    email_to: { type: 'list', items: { type: 'string' } },
    created_at: { type: 'string' },
  },
  indexes: {
    byEvent: {
      pk: {
        field: 'pk',
        composite: ['emis'],
        template: '${emis}#booking_reminder',
        casing: 'none',
      },
      sk: {
        field: 'sk',
        composite: ['event_id', 'at'],
        template: '${event_id}#${at}',
        casing: 'none',
      },
    },
  },
});
export declare const BookingReminderEntity: EntityOf<typeof bookingReminderDefinition>;
