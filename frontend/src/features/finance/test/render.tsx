import type { ReactNode } from 'react';
import { renderForCompany, testCompany } from '../../../lib/test-render';

export { fakeApi } from '../../../lib/test-render';

const company = testCompany({
  emis: 'vula-trading',
  name: 'Vula Trading',
  domain: 'shop.localhost',
});

/** Renders a finance screen at `path` with the query client, the router and a company. */
export const renderAt = (path: string, element: ReactNode, route?: string) =>
  renderForCompany(company, path, element, route);
