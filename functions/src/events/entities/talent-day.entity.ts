import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * What holds a talent's bookings apart (issue 25 item 3): one item per talent per calendar day
 * a booking touches, listing that day's booked intervals (`${start}|${end}|${eventId}`, the
 * whole booking's times). A save writes every day item it touches on condition of the version
 * it read (or that none exists), after checking no interval overlaps: two concurrent saves for
 * one talent cannot both commit, and the loser plans again and finds the overlap.
 */
export const talentDayDefinition = defineEntity({
  model: { entity: 'talent_day', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    staff_id: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD (Africa/Johannesburg). */
    day: { type: 'string', required: true, readOnly: true },
    intervals: { type: 'list', items: { type: 'string' }, required: true, default: [] },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byDay: {
      pk: {
        field: 'pk',
        composite: ['emis', 'staff_id'],
        template: '${emis}#talent_day#${staff_id}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['day'], template: '${day}', casing: 'none' },
    },
  },
});
export declare const TalentDayEntity: EntityOf<typeof talentDayDefinition>;
