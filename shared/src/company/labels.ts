export const INDUSTRIES = ['General', 'Legal Practice', 'Agency'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The words a screen uses for the company's things, by industry; a company may override any. */
export type Labels = {
  client: string;
  clients: string;
  matter: string;
  matters: string;
  product: string;
  products: string;
  service: string;
  services: string;
  transportation: string;
  price: string;
  quantity: string;
  staff: string;
  supplier: string;
  invoice: string;
  quote: string;
};

export const LABEL_KEYS = [
  'client',
  'clients',
  'matter',
  'matters',
  'product',
  'products',
  'service',
  'services',
  'transportation',
  'price',
  'quantity',
  'staff',
  'supplier',
  'invoice',
  'quote',
] as const satisfies ReadonlyArray<keyof Labels>;

const GENERAL: Labels = {
  client: 'Client',
  clients: 'Clients',
  matter: 'Project',
  matters: 'Projects',
  product: 'Product',
  products: 'Products',
  service: 'Service',
  services: 'Services',
  transportation: 'Transport',
  price: 'Price',
  quantity: 'Quantity',
  staff: 'Staff',
  supplier: 'Supplier',
  invoice: 'Invoice',
  quote: 'Quotation',
};

export const INDUSTRY_LABELS: Record<Industry, Labels> = {
  General: GENERAL,
  'Legal Practice': {
    ...GENERAL,
    matter: 'Matter',
    matters: 'Matters',
    product: 'Disbursement',
    products: 'Disbursements',
    service: 'Legal Service',
    services: 'Legal Services',
    transportation: 'Travel',
    price: 'Fee',
    quantity: 'Units',
  },
  Agency: {
    ...GENERAL,
    matter: 'Booking',
    matters: 'Bookings',
    product: 'Package',
    products: 'Packages',
    service: 'Talent Service',
    services: 'Talent Services',
    transportation: 'Travel',
    price: 'Rate',
    quantity: 'Hours',
    staff: 'Talent',
  },
};

/** The industry's labels with the company's own overrides on top (blank overrides ignored). */
export function labelsFor(
  industry: string | undefined,
  overrides: Record<string, unknown> = {},
): Labels {
  const base =
    INDUSTRY_LABELS[
      (INDUSTRIES as readonly string[]).includes(industry ?? '')
        ? (industry as Industry)
        : 'General'
    ];
  const merged: Labels = { ...base };
  for (const key of LABEL_KEYS) {
    const value = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
  }
  return merged;
}
