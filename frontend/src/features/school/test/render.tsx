import type { ReactNode } from 'react';
import { renderForCompany, testCompany } from '../../../lib/test-render';

export { fakeApi } from '../../../lib/test-render';

const company = testCompany({
  emis: '12824090253',
  name: 'Polokwane Ridge High School',
  domain: 'school.localhost',
});

/** Renders a school screen at `path` with the query client, the router and the school company. */
export const renderAt = (path: string, element: ReactNode, route?: string) =>
  renderForCompany(company, path, element, route);
