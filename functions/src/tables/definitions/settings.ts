import { CURRENCIES } from '@shared/company/currencies';
import { PROVINCES } from '@shared/store/schemas';
import { LABEL_KEYS, INDUSTRIES } from '@shared/company/labels';
import type { ColumnSpec } from '@shared/tables/columns';
import { SETTINGS, SINGLE_ROW, type TableDefinition } from '../definition';

// Marked free of side effects, and the table list built by a call marked pure: a bundle that
// never reads the registry (most only use the row rules of tables/index.ts) leaves all this out.
const text = /* @__NO_SIDE_EFFECTS__ */ (
  name: string,
  label: string,
  extra: Partial<ColumnSpec> = {},
): ColumnSpec => ({
  name,
  label,
  type: 'text',
  ...extra,
});

const name = text('name', 'Name', { required: true, max: 120 });
const profile: ColumnSpec[] = [
  name,
  { name: 'about_us', label: 'Description', type: 'longtext' },
  { name: 'primary_phone', label: 'Phone', type: 'phone' },
  text('primary_address', 'Address'),
  text('city', 'City'),
  text('postal_code', 'Postal code', { max: 10 }),
  { name: 'email', label: 'Email', type: 'email' },
  text('domain', 'Domain', { readOnly: true }),
  // POPIA s55: named on the public site; empty: the company itself at its email.
  text('information_officer', 'Information officer (POPIA)', { max: 120 }),
  { name: 'information_officer_email', label: 'Information officer email', type: 'email' },
];
const about: ColumnSpec[] = [
  text('motto', 'Motto'),
  { name: 'mission', label: 'Mission', type: 'longtext', max: 1000 },
  { name: 'vision', label: 'Vision', type: 'longtext', max: 1000 },
  { name: 'about_us', label: 'About us', type: 'longtext' },
];
const colours: ColumnSpec[] = [
  { name: 'primary_bg_color', label: 'Primary colour', type: 'color', required: true },
  { name: 'secondary_bg_color', label: 'Secondary colour', type: 'color', required: true },
];
const siteSettings: ColumnSpec[] = [
  text('welcome_title', 'Welcome title'),
  { name: 'map_source', label: 'Map (embed address)', type: 'url' },
  { name: 'industry', label: 'Industry', type: 'enum', options: INDUSTRIES, required: true },
  { name: 'currency', label: 'Currency', type: 'enum', options: CURRENCIES, required: true },
  { name: 'tax_rate', label: 'Tax rate (%)', type: 'number', min: 0, max: 100, required: true },
  {
    name: 'prices_include_vat',
    label: 'Prices include VAT',
    type: 'enum',
    options: ['No', 'Yes'],
    required: true,
  },
  // The web store's free delivery area (issue 16).
  {
    name: 'delivery_province',
    label: 'Store delivers free in',
    type: 'enum',
    options: [...PROVINCES],
  },
  // The events calendar's save button (extended.md §2, issue 25); empty: 'Book Now'.
  text('booking_button_label', 'Booking button label', { max: 40 }),
];
const money: ColumnSpec[] = [
  text('vat_number', 'VAT number', { max: 20 }),
  text('reg_number', 'Registration number', { max: 30 }),
  text('bank', 'Bank'),
  text('account_number', 'Account number', { max: 30 }),
  {
    name: 'account_type',
    label: 'Account type',
    type: 'enum',
    options: ['Cheque-Current', 'Savings', 'Transmission', 'Business'],
  },
  text('merchant_number', 'Merchant number', { max: 30 }),
  text('plan', 'Plan', { readOnly: true }),
];

const company = (tableName: string, label: string, columns: ColumnSpec[]): TableDefinition => ({
  name: tableName,
  label,
  columns,
  labelColumn: columns[0]?.name ?? 'name',
  permissions: SINGLE_ROW,
  binding: { kind: 'company' },
  site: true,
});

const content = (
  tableName: string,
  label: string,
  section: string,
  titleLabel: string,
  bodyLabel: string,
): TableDefinition => ({
  name: tableName,
  label,
  columns: [
    text('title', titleLabel, { required: true }),
    { name: 'body', label: bodyLabel, type: 'longtext', max: 2000 },
    { name: 'position', label: 'Position', type: 'number', min: 0, max: 10_000 },
  ],
  labelColumn: 'title',
  permissions: SETTINGS,
  binding: { kind: 'entity', entity: 'websiteContent', fixed: { section } },
  site: true,
});

/** The company's settings and its public website's content (settings tables: levels 7 to 15). */
export const SETTINGS_TABLES: TableDefinition[] = /* @__PURE__ */ (() => [
  company('companies', 'Company', [
    ...profile.filter((c) => c.name !== 'about_us'),
    ...about,
    ...siteSettings,
    ...colours,
    ...money,
  ]),
  company('company_profile', 'Company Profile', profile),
  company('site_settings', 'Site Settings', siteSettings),
  company('site_colors', 'Site Colours', colours),
  company('about', 'About', about),
  {
    name: 'company_labels',
    label: 'Labels',
    columns: LABEL_KEYS.map((key) =>
      text(key, key.charAt(0).toUpperCase() + key.slice(1), { max: 40 }),
    ),
    labelColumn: 'client',
    permissions: SINGLE_ROW,
    binding: { kind: 'company', labels: true },
    site: true,
  },
  {
    name: 'branches',
    label: 'Branches',
    columns: [
      text('name', 'Name', { required: true }),
      text('address', 'Address'),
      text('postal_code', 'Postal code', { max: 10 }),
      text('city', 'City'),
      { name: 'phone', label: 'Phone', type: 'phone' },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'position', label: 'Position', type: 'number', min: 0, max: 10_000 },
    ],
    labelColumn: 'name',
    permissions: SETTINGS,
    binding: { kind: 'entity', entity: 'branch' },
    site: true,
  },
  content('faqs', 'FAQ', 'faq', 'Question', 'Answer'),
  content('promotions', 'Promotions', 'promotion', 'Title', 'Description'),
  content('services_list', 'Services List', 'service', 'Service', 'Description'),
  content('goals', 'Goals', 'goal', 'Goal', 'Description'),
])();
