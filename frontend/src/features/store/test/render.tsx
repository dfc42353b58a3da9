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
    primary_bg_color: '#0E7490',
    secondary_bg_color: '#65A30D',
    tax_rate: 15,
    currency: 'ZAR',
    plan: 'Premium',
  },
  currency: 'ZAR',
  labels: {},
  legal_services: false,
  ip_info: { currencyCode: 'ZAR' },
  website: { services: [], faqs: [], promotions: [], goals: [] },
} as unknown as CompanyWithDomainReply;

/** Renders a store screen at `path` for Vula Trading (Premium). */
export const renderAt = (path: string, element: ReactNode, route?: string) =>
  renderForCompany(company, path, element, route);
