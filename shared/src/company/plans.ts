/** The plans shown on the public page: yearly prices in ZAR cents and what each includes. */
export type Plan = { title: 'Standard' | 'Premium' | 'Legal'; priceCents: number; items: string[] };

export const PLANS: Plan[] = [
  {
    title: 'Standard',
    priceCents: 139_900,
    items: [
      'Unlimited invoices and quotations',
      'Own website and branding',
      'Clients management',
      'Image gallery',
      'Professional email',
      'Bulk SMS and email',
      'Ten users',
    ],
  },
  {
    title: 'Premium',
    priceCents: 299_900,
    items: [
      'All Standard features',
      'Point of sale',
      'Online store',
      'HR and payroll',
      'Unlimited users',
    ],
  },
  {
    title: 'Legal',
    priceCents: 449_900,
    items: [
      'All Premium features',
      'Online file manager',
      'Matter management',
      'Legal billing',
      'Medical/professional billing',
    ],
  },
];

/** The currency plan prices are set in. */
export const PLAN_CURRENCY = 'ZAR';
