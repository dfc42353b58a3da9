import type { Industry } from './labels';
import type { PublicBranch } from './public-company';

/** One item of a site's content list (a service, an FAQ, a promotion, a goal). */
export type SiteText = { title: string; body?: string };

/** What a company's public site lists besides its profile. */
export type SiteContent = {
  services: SiteText[];
  faqs: SiteText[];
  promotions: SiteText[];
  goals: SiteText[];
};

export type SiteBranch = Omit<PublicBranch, 'id'>;

/** A row of one of the site's data tables, as the table's record writes it. */
export type SiteRow = Record<string, unknown> & { id: string; position: number };

/** The site's content tables, the id prefix of their rows, and the content list each holds. */
const SECTIONS = [
  ['services_list', 'service', 'services'],
  ['faqs', 'faq', 'faqs'],
  ['promotions', 'promotion', 'promotions'],
  ['goals', 'goal', 'goals'],
] as const;

/**
 * The rows a company's site starts with, by data table: its branches (`branch-1`, ...) and its
 * content lists (`service-01`, `faq-01`, ...), in order. The demo seed and a newly onboarded
 * company write the same shapes through the same tables.
 */
export function siteRows(
  content: SiteContent,
  branches: SiteBranch[],
): Array<{ table: string; rows: SiteRow[] }> {
  return [
    {
      table: 'branches',
      rows: branches.map((branch, position) => ({
        id: `branch-${position + 1}`,
        position,
        ...branch,
      })),
    },
    ...SECTIONS.map(([table, prefix, list]) => ({
      table,
      rows: content[list].map((text, position) => ({
        id: `${prefix}-${String(position + 1).padStart(2, '0')}`,
        position,
        title: text.title,
        body: text.body,
      })),
    })),
  ];
}

const SERVICES: Record<Industry, SiteText[]> = {
  General: [
    {
      title: 'Quotations on request',
      body: 'Tell us what you need and we send a written quotation, usually within one working day.',
    },
    {
      title: 'Products and stock',
      body: 'Ask about what we keep in stock and what we can order in for you.',
    },
    {
      title: 'After-sales support',
      body: 'We stay available after the sale: call or email us with any question.',
    },
  ],
  'Legal Practice': [
    {
      title: 'Consultations',
      body: 'Book a consultation to talk through your matter and the options open to you.',
    },
    {
      title: 'Contracts and agreements',
      body: 'Drafting and review of contracts, leases and agreements.',
    },
    {
      title: 'Litigation',
      body: 'Representation in civil matters, from letters of demand to court.',
    },
  ],
  Agency: [
    {
      title: 'Talent bookings',
      body: 'Presenters, models and performers for events, shoots and campaigns.',
    },
    {
      title: 'Event staffing',
      body: 'Promoters and hosts for launches, expos and activations.',
    },
    {
      title: 'Casting',
      body: 'Casting sessions arranged to your brief, with profiles shared ahead of time.',
    },
  ],
};

/**
 * What a new company's site starts with: services suited to its industry, FAQs about reaching
 * it, its head office as the one branch, no promotions or goals. The manager edits all of it in
 * Manage Database (Services List, FAQ, Branches).
 */
export function defaultSite(company: {
  name: string;
  industry: Industry;
  email: string;
  phone: string;
  address?: string;
  city?: string;
  postalCode?: string;
}): { content: SiteContent; branches: SiteBranch[] } {
  return {
    content: {
      services: SERVICES[company.industry],
      faqs: [
        {
          title: `How do I contact ${company.name}?`,
          body: `Call us on ${company.phone} or email ${company.email}, or send the contact form on this page.`,
        },
        {
          title: 'How quickly do you respond?',
          body: 'We answer messages within one working day.',
        },
      ],
      promotions: [],
      goals: [],
    },
    branches: [
      {
        name: 'Head Office',
        address: company.address ?? '',
        postal_code: company.postalCode ?? '',
        city: company.city ?? '',
        phone: company.phone,
        email: company.email,
      },
    ],
  };
}
