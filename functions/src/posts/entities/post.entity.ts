import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** `${date_posted}#${id}`: newest first by date, a day's posts by when they were written (ULIDs). */
const byDateSort = {
  composite: ['date_posted', 'id'],
  template: '${date_posted}#${id}',
  casing: 'none',
} as const;

/**
 * A post (extended.md §3 Post): `body` is the sanitised HTML (posts/sanitise.ts, at write
 * time), `status` 1 on and 0 off, `picture_folder` one of the company's image folders (its
 * slideshow), the author's name and email.
 *
 * Indexes: the company's posts by date (gsi1, the staff's management list); its published posts
 * by date (gsi2, sparse: only while status is 1, so the public news list never reads unpublished
 * history); one author's posts by date (gsi3, a parent's or student's own list, matched by email).
 * Every write is a whole put, so the sparse index follows the status.
 */
export const postDefinition = defineEntity({
  model: { entity: 'post', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    date_posted: { type: 'string', required: true },
    status: { type: 'number', required: true },
    picture_folder: { type: 'string', required: true },
    author_name: { type: 'string', required: true },
    author_email: { type: 'string', required: true },
    author_id: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#post', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    byDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis'],
        template: '${emis}#post_by_date',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', ...byDateSort },
    },
    published: {
      index: 'gsi2',
      condition: (attrs: Record<string, unknown>) => attrs.status === 1,
      pk: { field: 'gsi2pk', composite: ['emis'], template: '${emis}#post_on', casing: 'none' },
      sk: { field: 'gsi2sk', ...byDateSort },
    },
    byAuthor: {
      index: 'gsi3',
      pk: {
        field: 'gsi3pk',
        composite: ['emis', 'author_email'],
        template: '${emis}#post_by#${author_email}',
        casing: 'none',
      },
      sk: { field: 'gsi3sk', ...byDateSort },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const PostEntity: EntityOf<typeof postDefinition>;
