import { defineEntity, SERVICE, type EntityOf } from './model';

/** Website sections that are lists: services, FAQ, promotions, the charity's goals. */
export const WEBSITE_SECTIONS = ['service', 'faq', 'promotion', 'goal'] as const;
export type WebsiteSection = (typeof WEBSITE_SECTIONS)[number];

export const websiteContentDefinition = defineEntity({
  model: { entity: 'website_content', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    section: { type: WEBSITE_SECTIONS, required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string' },
    position: { type: 'number', default: 0 },
    search_text: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number' },
  },
  indexes: {
    bySection: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#website', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['section', 'id'],
        template: '${section}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const WebsiteContentEntity: EntityOf<typeof websiteContentDefinition>;
