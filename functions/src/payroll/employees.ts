import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import {
  MAX_RATES,
  MAX_SALARIES,
  STAFF_CATEGORIES,
  type CreateRateBody,
  type CreateSalaryBody,
  type EmployeeView,
  type PayrollSettings,
  type RateView,
  type SalaryView,
  type SaveEmployeeBody,
} from '@shared/payroll/schemas';
import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import type { EmployeeEntity } from './entities/employee.entity';
import { staffById, staffMember, type StaffRecord } from '../staff';
import { stamp, type RequestContext } from '../kernel/context';
import { pageOf } from '../kernel/pager';
import { commit, type Step, type TxEntities } from '../kernel/transaction';
import type { AppError } from '../platform/errors';
import { auditSteps } from '../tables';
import { EMPLOYEES_TRAIL } from './audit-trail';
import { payrollError } from './errors';

export type EmployeeRecord = EntityItem<typeof EmployeeEntity>;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function employeeView(staff: StaffRecord, e: EmployeeRecord): EmployeeView {
  return {
    id: staff.id,
    name: staff.name,
    id_number: staff.id_number,
    phone: orNull(staff.phone),
    email: orNull(staff.email),
    address: orNull(staff.address),
    city: orNull(staff.city),
    postal_code: orNull(e.postal_code),
    bank: orNull(e.bank),
    account: orNull(e.account),
    date_of_birth: orNull(e.date_of_birth),
    tax_number: orNull(e.tax_number),
    category: orNull(e.category),
    salary_id: orNull(e.salary_id),
    salary_name: orNull(e.salary_name),
    base_salary: e.base_salary,
  };
}

/** A member of staff of the caller's company (another company's answers like a missing one). */
export async function readStaff(ctx: RequestContext, id: string): Promise<StaffRecord | undefined> {
  return staffMember(ctx, id);
}

/** An employee: the member of staff and their payroll details; 404 when either is missing. */
export async function readEmployee(ctx: RequestContext, staffId: string) {
  const [staff, { data: employee }] = await Promise.all([
    readStaff(ctx, staffId),
    ctx.db.entities.employee.get({ emis: ctx.emis, staff_id: staffId }).go({ consistent: true }),
  ]);
  if (!staff || !employee) throw payrollError('noEmployee');
  return { staff, employee };
}

/**
 * get-employee (issue 25): one staff member's payroll details, for the talent profile: the bank,
 * account and postal code live here, not on the staff record (one place for bank details, read
 * at payroll's level). A staff member without details answers `employee: null`; another
 * company's id answers as a missing one.
 */
export async function getEmployee(ctx: RequestContext, staffId: string) {
  const [staff, { data: employee }] = await Promise.all([
    readStaff(ctx, staffId),
    ctx.db.entities.employee.get({ emis: ctx.emis, staff_id: staffId }).go({ consistent: true }),
  ]);
  if (!staff) throw payrollError('noStaff');
  return { employee: employee ? employeeView(staff, employee) : null };
}

/**
 * get-all-employees (?cursor=&limit=): a page of the staff with payroll details, by name within
 * the page (the screen pages through them and sorts the whole list). A page reads its employees
 * and their staff members by id: its cost is the page's, whatever the company employs.
 */
export function listEmployees(ctx: RequestContext, q: ListQuery): Promise<ListPage<EmployeeView>> {
  return pageOf(
    ctx.db.entities.employee.query.byCompany({ emis: ctx.emis }),
    { field: 'pk', value: `${ctx.emis}#employee` },
    q,
    async (employees) => {
      const { data: staff, unprocessed } = await staffById(
        ctx,
        employees.map((e) => e.staff_id),
      );
      if (unprocessed.length > 0) throw payrollError('busy');
      const byId = new Map(staff.map((s) => [s.id, s]));
      return employees
        .flatMap((e) => {
          const member = byId.get(e.staff_id);
          return member ? [employeeView(member, e)] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  );
}

/** The payroll details an employee's audit entries name (their changes, field by field). */
const DETAILS = [
  'date_of_birth',
  'tax_number',
  'bank',
  'account',
  'postal_code',
  'category',
  'salary_id',
  'salary_name',
  'base_salary',
] as const;

/**
 * An employee's audit entries of a change, steps of its own transaction: the whole record when
 * they become an employee or stop being one, else one entry per changed detail.
 */
function employeeAudit(
  tx: TxEntities,
  ctx: RequestContext,
  name: string,
  before: EmployeeRecord | undefined,
  after: EmployeeRecord | undefined,
  at: string,
): Step[] {
  const rowId = (after ?? before)!.staff_id;
  const entry = { table: EMPLOYEES_TRAIL.name, rowId, at };
  const details = (r: EmployeeRecord) => ({
    name,
    ...Object.fromEntries(DETAILS.map((field) => [field, r[field] ?? null])),
  });
  if (!before)
    return auditSteps(tx, ctx, { ...entry, action: 'create', newValue: details(after!) });
  if (!after) return auditSteps(tx, ctx, { ...entry, action: 'delete', oldValue: details(before) });
  return DETAILS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).flatMap(
    (field) =>
      auditSteps(tx, ctx, {
        ...entry,
        action: 'update',
        field,
        oldValue: before[field] ?? null,
        newValue: after[field] ?? null,
      }),
  );
}

/** save-employee: a member of staff's payroll details (they become an employee). */
export async function saveEmployee(ctx: RequestContext, body: SaveEmployeeBody) {
  const staff = await readStaff(ctx, body.staffID);
  if (!staff) throw payrollError('noEmployee');
  const at = stamp(ctx);
  const { data: current } = await ctx.db.entities.employee
    .get({ emis: ctx.emis, staff_id: staff.id })
    .go({ consistent: true });
  const record: EmployeeRecord = {
    ...current,
    emis: ctx.emis,
    staff_id: staff.id,
    base_salary: current?.base_salary ?? 0,
    date_of_birth: body.dateOfBirth,
    tax_number: body.taxNumber,
    bank: body.bank,
    account: body.account,
    postal_code: body.postalCode,
    category: body.category,
    updated_by: ctx.caller.userId,
    created_at: current?.created_at ?? at,
    updated_at: at,
  };
  await commit(ctx.db, (tx) => [
    { name: 'employee', write: tx.employee.put(record).commit() },
    ...employeeAudit(tx, ctx, staff.name, current ?? undefined, record, at),
  ]);
  return { status: 'success', employee: employeeView(staff, record) };
}

/**
 * delete-selected-employees: their payroll details go (the staff members stay, and payslips keep
 * what they were when made). Another company's id is refused like a missing one, before anything
 * is deleted.
 */
export async function deleteEmployees(ctx: RequestContext, ids: string[]) {
  const found = await Promise.all(
    ids.map((id) => ctx.db.entities.employee.get({ emis: ctx.emis, staff_id: id }).go()),
  );
  if (found.some((r) => !r.data)) throw payrollError('noEmployee');
  const staff = await Promise.all(ids.map((id) => readStaff(ctx, id)));
  const at = stamp(ctx);
  await commit(ctx.db, (tx) =>
    ids.flatMap((id, i) => [
      {
        name: `employee ${i}`,
        write: tx.employee.delete({ emis: ctx.emis, staff_id: id }).commit(),
      },
      ...employeeAudit(tx, ctx, staff[i]?.name ?? '', found[i]!.data!, undefined, at),
    ]),
  );
  return { status: 'success', deleted: ids.length };
}

/** The figure counting a company's salaries (key `salaries`) and rates (key `rates`). */
export const PAYROLL_LISTS = 'payroll.lists';

/**
 * The step that counts one more salary or rate, refused once the company keeps `cap` of them:
 * the count's condition is checked by the database in the create's own transaction, so two
 * creates at once cannot pass the cap together.
 */
function countedStep(
  tx: TxEntities,
  emis: string,
  key: 'salaries' | 'rates',
  cap: number,
  onFail: AppError,
): Step {
  return {
    name: `count ${key}`,
    write: tx.aggregate
      .upsert({ emis, name: PAYROLL_LISTS, key })
      .add({ count: 1 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, cap)}`)
      .commit(),
    onFail,
  };
}

const salaryView = (s: { id: string; name: string; amount: number }): SalaryView => ({
  id: s.id,
  name: s.name,
  amount: s.amount,
});

export async function createSalary(ctx: RequestContext, body: CreateSalaryBody) {
  const salary = {
    emis: ctx.emis,
    id: ulid(),
    name: body.name,
    amount: body.amount,
    created_by: ctx.caller.userId,
    created_at: stamp(ctx),
  };
  await commit(ctx.db, (tx) => [
    { name: 'salary', write: tx.salary.create(salary).commit() },
    countedStep(tx, ctx.emis, 'salaries', MAX_SALARIES, payrollError('tooManySalaries')),
  ]);
  return { status: 'success', salary: salaryView(salary) };
}

/**
 * get-all-salaries: the company's salaries by name, whole (the apply-salary picker shows them
 * all). At most MAX_SALARIES, a cap create enforces; the read stops there too.
 */
export async function listSalaries(ctx: RequestContext): Promise<{ salaries: SalaryView[] }> {
  const { data } = await ctx.db.entities.salary.query
    .byCompany({ emis: ctx.emis })
    .go({ count: MAX_SALARIES, pages: MAX_SALARIES });
  return { salaries: data.map(salaryView).sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * apply-salary-to-selected-staff: each member of staff gets the salary as their base salary (a
 * member without payroll details becomes an employee). Slips already on a run keep the base
 * salary they were made with.
 */
export async function applySalary(ctx: RequestContext, salaryId: string, staffIds: string[]) {
  const { data: salary } = await ctx.db.entities.salary.get({ emis: ctx.emis, id: salaryId }).go();
  if (!salary) throw payrollError('noSalary');
  const staff = await Promise.all(staffIds.map((id) => readStaff(ctx, id)));
  if (staff.some((s) => !s)) throw payrollError('noEmployee');
  const at = stamp(ctx);
  const current = await Promise.all(
    staffIds.map((id) =>
      ctx.db.entities.employee.get({ emis: ctx.emis, staff_id: id }).go({ consistent: true }),
    ),
  );
  await commit(ctx.db, (tx) =>
    staffIds.flatMap((id, i) => {
      const before = current[i]?.data ?? undefined;
      const after: EmployeeRecord = {
        ...before,
        emis: ctx.emis,
        staff_id: id,
        salary_id: salary.id,
        salary_name: salary.name,
        base_salary: salary.amount,
        updated_by: ctx.caller.userId,
        created_at: before?.created_at ?? at,
        updated_at: at,
      };
      return [
        { name: `employee ${i}`, write: tx.employee.put(after).commit() },
        // One entry an employee (the salary, its name and amount): 40 employees fit in one
        // transaction with theirs.
        ...(before
          ? auditSteps(tx, ctx, {
              table: EMPLOYEES_TRAIL.name,
              rowId: id,
              action: 'update',
              field: 'salary',
              oldValue: {
                salary_name: before.salary_name ?? null,
                base_salary: before.base_salary,
              },
              newValue: { salary_name: salary.name, base_salary: salary.amount },
              at,
            })
          : employeeAudit(tx, ctx, staff[i]!.name, before, after, at)),
      ];
    }),
  );
  return { status: 'success', applied: staffIds.length };
}

const rateView = (r: { id: string; name: string; price: number }): RateView => ({
  id: r.id,
  name: r.name,
  price: r.price,
});

export async function createRate(ctx: RequestContext, body: CreateRateBody) {
  const rate = {
    emis: ctx.emis,
    id: ulid(),
    name: body.name,
    price: body.price,
    created_by: ctx.caller.userId,
    created_at: stamp(ctx),
  };
  await commit(ctx.db, (tx) => [
    { name: 'rate', write: tx.staffRate.create(rate).commit() },
    countedStep(tx, ctx.emis, 'rates', MAX_RATES, payrollError('tooManyRates')),
  ]);
  return { status: 'success', rate: rateView(rate) };
}

/**
 * get-all-rates: the company's rates by name, whole (the booking dialog's rate picker). At most
 * MAX_RATES, a cap create enforces; the read stops there too.
 */
export async function listRates(ctx: RequestContext): Promise<{ rates: RateView[] }> {
  const { data } = await ctx.db.entities.staffRate.query
    .byCompany({ emis: ctx.emis })
    .go({ count: MAX_RATES, pages: MAX_RATES });
  return { rates: data.map(rateView).sort((a, b) => a.name.localeCompare(b.name)) };
}

/** A rate of the company by id, or undefined (another company's answers like a missing one). */
export async function rateById(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  id: string,
): Promise<{ id: string; name: string; price: number } | undefined> {
  const { data } = await ctx.db.entities.staffRate.get({ emis: ctx.emis, id }).go();
  return data ? rateView(data) : undefined;
}

export async function readRate(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.staffRate.get({ emis: ctx.emis, id }).go();
  if (!data) throw payrollError('noRate');
  return data;
}

export const staffCategories = () => ({
  categories: STAFF_CATEGORIES.map((name) => ({ id: name, name })),
});

/** The company's payroll settings; SDL is off until a manager says the company pays it. */
export async function readSettings(ctx: RequestContext): Promise<PayrollSettings> {
  const { data } = await ctx.db.entities.payrollSetting.get({ emis: ctx.emis }).go();
  return {
    sdl_liable: data?.sdl_liable ?? false,
    paye_reference: data?.paye_reference || null,
    uif_reference: data?.uif_reference || null,
    sdl_reference: data?.sdl_reference || null,
  };
}

/** The SARS references to save: a reference absent from the body keeps its value; '' clears. */
export type EmployerReferences = {
  payeReference?: string;
  uifReference?: string;
  sdlReference?: string;
};

export async function saveSettings(
  ctx: RequestContext,
  sdlLiable: boolean,
  references: EmployerReferences = {},
) {
  const current = await readSettings(ctx);
  const pick = (given: string | undefined, kept: string | null) =>
    given === undefined ? kept : given || null;
  const settings: PayrollSettings = {
    sdl_liable: sdlLiable,
    paye_reference: pick(references.payeReference, current.paye_reference),
    uif_reference: pick(references.uifReference, current.uif_reference),
    sdl_reference: pick(references.sdlReference, current.sdl_reference),
  };
  await ctx.db.entities.payrollSetting
    .put({
      emis: ctx.emis,
      sdl_liable: sdlLiable,
      ...(settings.paye_reference ? { paye_reference: settings.paye_reference } : {}),
      ...(settings.uif_reference ? { uif_reference: settings.uif_reference } : {}),
      ...(settings.sdl_reference ? { sdl_reference: settings.sdl_reference } : {}),
      updated_by: ctx.caller.userId,
      updated_at: stamp(ctx),
    })
    .go();
  return { status: 'success', settings };
}
