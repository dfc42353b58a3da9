import { defineEntity, SERVICE, type EntityOf } from './model';

const text = { type: 'string' } as const;

export const companyDefinition = defineEntity({
  model: { entity: 'company', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    motto: text,
    mission: text,
    vision: text,
    about_us: text,
    welcome_title: text,
    primary_address: text,
    postal_code: text,
    city: text,
    primary_phone: text,
    email: text,
    map_source: text,
    merchant_number: text,
    domain: { type: 'string', required: true },
    industry: {
      type: ['General', 'Legal Practice', 'Agency'] as const,
      required: true,
      default: 'General',
    },
    primary_bg_color: { type: 'string', default: '#0f4c5c' },
    secondary_bg_color: { type: 'string', default: '#e36414' },
    tax_rate: { type: 'number', default: 15 },
    // 'Yes' when catalogue prices already include VAT: documents then extract VAT, not add it.
    prices_include_vat: { type: ['Yes', 'No'] as const, default: 'No' },
    currency: { type: 'string', default: 'ZAR' },
    vat_number: text,
    reg_number: text,
    bank: text,
    account_number: text,
    account_type: { type: 'string', default: 'Cheque-Current' },
    plan: { type: ['Standard', 'Premium', 'Legal'] as const, default: 'Standard' },
    // The web store (issue 16): the province its free delivery covers (none: delivery anywhere).
    delivery_province: text,
    // The event dialog's save button (extended.md §2 'label configurable'); empty: Book Now.
    booking_button_label: text,
    // Per-company overrides of the industry's labels. ElectroDB drops map keys it does not
    // know, so every label key of shared/src/company/labels.ts is declared here.
    labels: {
      type: 'map',
      properties: {
        client: text,
        clients: text,
        matter: text,
        matters: text,
        product: text,
        products: text,
        service: text,
        services: text,
        transportation: text,
        price: text,
        quantity: text,
        staff: text,
        supplier: text,
        invoice: text,
        quote: text,
      },
      default: () => ({}),
    },
    /** The CloudFront distribution tenant serving `domain` (AWS), once requested. */
    domain_tenant: text,
    created_at: { type: 'string', readOnly: true },
    updated_at: text,
    row_version: { type: 'number' },
  },
  indexes: {
    byEmis: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#company', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'company', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CompanyEntity: EntityOf<typeof companyDefinition>;
