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
    // POPIA s55 (issue 29): the information officer the public site names; absent: the
    // company itself (its head) at the company's email.
    information_officer: text,
    information_officer_email: text,
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
    // 'Yes' when catalogue prices already include VAT: quotes, invoices, the store and the till
    // then extract VAT, not add it. New companies: 'Yes' (shelf prices are what a buyer pays).
    prices_include_vat: { type: ['Yes', 'No'] as const, default: 'Yes' },
    currency: { type: 'string', default: 'ZAR' },
    vat_number: text,
    reg_number: text,
    bank: text,
    account_number: text,
    account_type: { type: 'string', default: 'Cheque-Current' },
    plan: { type: ['Standard', 'Premium', 'Legal'] as const, default: 'Standard' },
    // The plan year (issue 27, shared/src/plans/standing.ts): the last day the plan is paid for
    // (YYYY-MM-DD); absent on a company made before plans had dates (the backfill sets it).
    paid_until: text,
    // A downgrade chosen for the next renewal: it takes effect then, if the company fits it.
    plan_at_renewal: { type: ['Standard', 'Premium', 'Legal'] as const },
    // The last renewal reminder sent (plans/reminders.ts): for which paid-until date and how many
    // days before it (30, 7, 1), so each goes once per plan year; a renewal clears them.
    renewal_reminded_for: text,
    renewal_reminded_days: { type: 'number' },
    // Closing (issue 27): asked on, the site goes down on `closing_at`, closed once it is down.
    close_requested_at: text,
    closing_at: text,
    closed_at: text,
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
    // THE registry of companies (gsi1, one partition across tenants, sorted by emis): how the
    // provider's view and the per-company migrations find companies without a scan. Written by
    // companySteps; registryKeys() gives the values.
    registry_key: { type: 'string', field: 'gsi1pk', hidden: true },
    registry_sort: { type: 'string', field: 'gsi1sk', hidden: true },
    // The companies by paid-until date (gsi2, one partition, sort `<paid_until>#<emis>`): the
    // renewal reminders (30/7/1 days before) and the provider's renewals due this month.
    // paidUntilKeys() gives the values; written wherever paid_until is.
    paid_key: { type: 'string', field: 'gsi2pk', hidden: true },
    paid_sort: { type: 'string', field: 'gsi2sk', hidden: true },
    // The closing work's due-time index (gsi3, sort `<date>#<emis>`): the site going down on
    // closing_at, then the deletion after the retention.
    due_key: { type: 'string', field: 'gsi3pk', hidden: true },
    due_at: { type: 'string', field: 'gsi3sk', hidden: true },
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
/** gsi1's partition of the companies registry. */
export const COMPANIES_REGISTRY = 'companies';

/** The registry keys of a company (set on create; the backfill sets them on older companies). */
export const registryKeys = (emis: string) => ({
  registry_key: COMPANIES_REGISTRY,
  registry_sort: emis,
});

/** gsi2's partition of the companies by paid-until date. */
export const PAID_UNTIL_INDEX = 'plan_year';

export const paidUntilKeys = (emis: string, paidUntil: string) => ({
  paid_until: paidUntil,
  paid_key: PAID_UNTIL_INDEX,
  paid_sort: `${paidUntil}#${emis}`,
});

/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CompanyEntity: EntityOf<typeof companyDefinition>;
