import type { ReactNode } from 'react';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { renderForCompany } from '../../../lib/test-render';

export { fakeApi } from '../../../lib/test-render';

const company = {
  company: {
    emis: 'vula-trading',
    name: 'Vula Trading',
    domain: 'shop.localhost',
    industry: 'General',
    primary_bg_color: '#0f4c5c',
    secondary_bg_color: '#f4a261',
    tax_rate: 15,
    currency: 'ZAR',
    plan: 'Standard',
  },
  currency: 'ZAR',
  labels: {},
  legal_services: false,
  ip_info: { currencyCode: 'ZAR' },
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

/** Renders a finance screen at `path` with the query client, the router and a company. */
export const renderAt = (path: string, element: ReactNode, route?: string) =>
  renderForCompany(company, path, element, route);
