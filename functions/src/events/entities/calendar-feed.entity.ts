import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A staff member's private calendar feed (issue 25 item 5), found by the SHA-256 of its token
 * (the token itself is never stored): global, since `GET /calendar-feed/{token}.ics` names no
 * company. Points at the company and the staff member whose bookings it lists.
 */
export const calendarFeedDefinition = defineEntity({
  model: { entity: 'calendar_feed', version: '1', service: SERVICE },
  attributes: {
    hash: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true, readOnly: true },
    staff_id: { type: 'string', required: true, readOnly: true },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['hash'], template: 'calendar_feed#${hash}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'calendar_feed', casing: 'none' },
    },
  },
});
export declare const CalendarFeedEntity: EntityOf<typeof calendarFeedDefinition>;

/**
 * A staff member's current feed, by company and staff id: what a new feed replaces and a revoke
 * deletes (one token a staff member at a time).
 */
export const calendarFeedOwnerDefinition = defineEntity({
  model: { entity: 'calendar_feed_owner', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    staff_id: { type: 'string', required: true, readOnly: true },
    hash: { type: 'string', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byStaff: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#calendar_feed', casing: 'none' },
      sk: { field: 'sk', composite: ['staff_id'], template: '${staff_id}', casing: 'none' },
    },
  },
});
export declare const CalendarFeedOwnerEntity: EntityOf<typeof calendarFeedOwnerDefinition>;
