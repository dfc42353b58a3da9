import type { ReactNode } from 'react';
import type { EmployeeView } from '@shared/payroll/schemas';
import { renderForCompany, testCompany } from '../../../lib/test-render';

export { fakeApi } from '../../../lib/test-render';

const company = testCompany({
  emis: 'vula-trading',
  name: 'Vula Trading',
  domain: 'shop.localhost',
});

/** Renders a payroll screen at `path` with the query client, the router and a company. */
export const renderAt = (path: string, element: ReactNode) =>
  renderForCompany(company, path, element);

/** An employee as get-all-employees lists one. */
export const employee = (id: string, name: string): EmployeeView => ({
  id,
  name,
  id_number: '9105310000000',
  phone: null,
  email: null,
  address: null,
  city: null,
  postal_code: null,
  bank: null,
  account: null,
  date_of_birth: null,
  tax_number: null,
  category: null,
  salary_id: null,
  salary_name: null,
  base_salary: 3_000_000,
});
