import { createStaffBody } from '@shared/clients/schemas';
import {
  createRateBody,
  createSalaryBody,
  MAX_RATES,
  MAX_SALARIES,
  saveEmployeeBody,
} from '@shared/payroll/schemas';
import { systemContext } from '../kernel/context';
import { applySalary, createRate, createSalary, saveEmployee, saveSettings } from './employees';
import { createStaff, staffRecordsPage } from '../staff';
import type { Deps } from '../platform/deps';
import type { SeedStep } from '../platform/seed-step';

/**
 * Vula Trading's payroll (shop.localhost): salaries, two hourly rates, SDL on (its payroll
 * is about R1 million a year), and its staff as employees with dates of birth and salaries: one
 * of them 65 or older, for the secondary rebate. Written through the routes' use cases.
 */
export const PAYROLL_SEED = {
  emis: 'vula-trading',
  salaries: [
    { name: 'Branch Manager', amount: '30,000.00' },
    { name: 'Sales Consultant', amount: '18,500.00' },
    { name: 'Store Assistant', amount: '12,000.00' },
    { name: 'Bookkeeper', amount: '22,000.00' },
  ],
  /** Its SARS references, as the EMP201 prints them (made up, in SARS's formats). */
  references: {
    payeReference: '7123456789',
    uifReference: 'U123456789',
    sdlReference: 'L123456789',
  },
  rates: [
    { name: 'Overtime', price: '180.00' },
    { name: 'Sunday Time', price: '240.00' },
  ],
  /** By ID number (the staff seeded with the catalogue, and one more). */
  employees: [
    {
      idNumber: '9104120456081',
      dateOfBirth: '1991-04-12',
      salary: 'Branch Manager',
      taxNumber: '0123456781',
      bank: 'Standard Bank',
      account: '10023456781',
      postalCode: '4001',
    },
    {
      idNumber: '8708255123087',
      dateOfBirth: '1987-08-25',
      salary: 'Sales Consultant',
      taxNumber: '0234567892',
      bank: 'FNB',
      account: '62012345678',
      postalCode: '3610',
    },
    {
      idNumber: '9512035891084',
      dateOfBirth: '1995-12-03',
      salary: 'Store Assistant',
      bank: 'Capitec',
      account: '1458963214',
      postalCode: '4031',
    },
    {
      idNumber: '5905155800083',
      dateOfBirth: '1959-05-15',
      salary: 'Bookkeeper',
      taxNumber: '0345678903',
      bank: 'Nedbank',
      account: '1987654321',
      postalCode: '4001',
    },
  ],
  extraStaff: [
    {
      name: 'Themba Zulu',
      idNumber: '5905155800083',
      phone: '031 555 0612',
      email: 'themba@vulatrading.co.za',
      city: 'Durban',
      address: '8 Florida Road, Morningside',
    },
  ],
} as const;

async function seedPayroll(deps: Deps) {
  const seed = PAYROLL_SEED;
  const scope = systemContext(deps, seed.emis);
  for (const member of seed.extraStaff) await createStaff(scope, createStaffBody.parse(member));
  // Seed only: the demo company's handful of staff fit one page.
  const { rows: staff } = await staffRecordsPage(scope, { limit: 1000 });
  const { data: existing } = await scope.db.entities.salary.query
    .byCompany({ emis: seed.emis })
    // Seed only: the demo company's salaries, at most MAX_SALARIES (enforced on create).
    .go({ count: MAX_SALARIES, pages: MAX_SALARIES });
  const salaries = new Map(existing.map((s) => [s.name, s.id]));
  for (const salary of seed.salaries)
    if (!salaries.has(salary.name)) {
      const created = await createSalary(scope, createSalaryBody.parse(salary));
      salaries.set(salary.name, created.salary.id);
    }
  const { data: rates } = await scope.db.entities.staffRate.query
    .byCompany({ emis: seed.emis })
    // Seed only: the demo company's rates, at most MAX_RATES (enforced on create).
    .go({ count: MAX_RATES, pages: MAX_RATES });
  for (const rate of seed.rates)
    if (!rates.some((r) => r.name === rate.name))
      await createRate(scope, createRateBody.parse(rate));
  for (const e of seed.employees) {
    const member = staff.find((s) => s.id_number === e.idNumber);
    if (!member) throw new Error(`Seeding payroll: no staff member with ID number ${e.idNumber}`);
    await saveEmployee(
      scope,
      saveEmployeeBody.parse({
        staffID: member.id,
        dateOfBirth: e.dateOfBirth,
        taxNumber: 'taxNumber' in e ? e.taxNumber : undefined,
        bank: e.bank,
        account: e.account,
        postalCode: e.postalCode,
        category: 'Permanent',
      }),
    );
    await applySalary(scope, salaries.get(e.salary)!, [member.id]);
  }
  await saveSettings(scope, true, PAYROLL_SEED.references);
}

/** Vula Trading's employees are the staff the catalogue's step seeded, and more. */
export const payrollSeeds: SeedStep[] = [
  { id: 'payroll', needs: ['catalogue'], run: ({ deps }) => seedPayroll(deps) },
];
