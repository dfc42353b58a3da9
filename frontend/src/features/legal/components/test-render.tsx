import type { ReactNode } from 'react';
import { INDUSTRY_LABELS } from '@shared/company/labels';
import { renderForCompany, testCompany } from '../../../lib/test-render';

export const legalCompany = testCompany(
  {
    emis: 'mokoena-attorneys',
    name: 'Mokoena Attorneys Inc.',
    domain: 'legal.localhost',
    industry: 'Legal Practice',
    plan: 'Legal',
  },
  { labels: INDUSTRY_LABELS['Legal Practice'], legal_services: true },
);

/** Renders a legal screen (or dialog) at `path` with the query client, the router and the legal practice. */
export const renderAt = (path: string, element: ReactNode) =>
  renderForCompany(legalCompany, path, element);
