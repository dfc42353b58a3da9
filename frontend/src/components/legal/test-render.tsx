import type { ReactNode } from 'react';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { INDUSTRY_LABELS } from '@shared/company/labels';
import { renderForCompany } from '../../lib/test-render';

export const legalCompany = {
  company: {
    emis: 'mokoena-attorneys',
    name: 'Mokoena Attorneys Inc.',
    domain: 'legal.localhost',
    industry: 'Legal Practice',
    primary_bg_color: '#0f4c5c',
    secondary_bg_color: '#f4a261',
    tax_rate: 15,
    currency: 'ZAR',
    plan: 'Legal',
  },
  currency: 'ZAR',
  labels: INDUSTRY_LABELS['Legal Practice'],
  legal_services: true,
  ip_info: { currencyCode: 'ZAR' },
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

/** Renders a legal screen (or dialog) at `path` with the query client, the router and the legal practice. */
export const renderAt = (path: string, element: ReactNode) =>
  renderForCompany(legalCompany, path, element);
