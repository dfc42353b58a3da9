import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import {
  EMPTY_TOTALS,
  hoursAmount,
  payrollTotals,
  type PayrollTotals,
  payslipFigures,
  type PayslipFigures,
  type PayslipLine,
} from '@shared/payroll/payslip';
import {
  MAX_SLIPS_PER_RUN,
  type CaptureRateBody,
  type CreatePayrollBody,
  type EarningsBody,
  type PayrollSlipsReply,
  type PayrollView,
  type PayslipView,
  type PayslipYtd,
} from '@shared/payroll/schemas';
import { taxTableFor, taxYearOf } from '@shared/payroll/tax';
import type { PayrollRunEntity } from './entities/payroll-run.entity';
import type { PayrollYtdEntity } from './entities/payroll-ytd.entity';
import type { PayslipEntity } from './entities/payslip.entity';
import { aggregateSteps, readFigures, type Delta, type Figure } from '../kernel/aggregates';
import { stamp, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit, type Step, type TxEntities } from '../kernel/transaction';
import { auditSteps, type AuditInput } from '../tables';
import { PAYROLL_RUNS_TRAIL } from './audit-trail';
import { readEmployee, readRate, readSettings } from './employees';
import { payrollError } from './errors';

type RunRecord = EntityItem<typeof PayrollRunEntity>;
type SlipRecord = EntityItem<typeof PayslipEntity>;
type YtdRecord = EntityItem<typeof PayrollYtdEntity>;

const BUSY = { busy: payrollError('busy') };
const orNull = <T>(value: T | undefined): T | null => value ?? null;

export const runView = (r: RunRecord): PayrollView => ({
  id: r.id,
  month: r.month,
  year: r.year,
  pay_date: r.pay_date,
  tax_year: taxYearOf(r.pay_date),
  status: r.status,
  employees: r.employees,
  total_earnings: r.total_earnings,
  total_paye: r.total_paye,
  total_deductions: r.total_deductions,
  total_salary_paid: r.total_salary_paid,
  total_uif_employee: r.total_uif_employee,
  total_uif_employer: r.total_uif_employer,
  total_sdl: r.total_sdl,
  emp201_total: r.emp201_total,
  created_by: orNull(r.created_by),
  created_at: orNull(r.created_at),
  finalised_by: orNull(r.finalised_by),
  finalised_at: orNull(r.finalised_at),
});

const NO_YTD: PayslipYtd = { gross_earnings: 0, paye: 0, uif_employee: 0 };

export const slipView = (
  s: SlipRecord,
  run: Pick<RunRecord, 'pay_date'>,
  ytd: PayslipYtd = NO_YTD,
): PayslipView => ({
  ...(s.figures as PayslipFigures),
  payroll_id: s.payroll_id,
  staff_id: s.staff_id,
  name: s.name,
  bank: orNull(s.bank),
  account: orNull(s.account),
  id_number: s.id_number,
  tax_number: orNull(s.tax_number),
  street: orNull(s.street),
  city: orNull(s.city),
  postal_code: orNull(s.postal_code),
  payroll_date: run.pay_date,
  lines: s.lines as PayslipLine[],
  ytd,
});

/** A run of the caller's company (another company's answers like a missing one). */
async function readRun(ctx: RequestContext, id: string): Promise<RunRecord> {
  const { data } = await ctx.db.entities.payrollRun
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw payrollError('noPayroll');
  return data;
}

/** A run's slips: at most MAX_SLIPS_PER_RUN (every change refuses more), one key range. */
async function readSlips(ctx: RequestContext, payrollId: string): Promise<SlipRecord[]> {
  const { data } = await ctx.db.entities.payslip.query
    .byPayroll({ emis: ctx.emis, payroll_id: payrollId })
    .go({ count: MAX_SLIPS_PER_RUN, pages: MAX_SLIPS_PER_RUN, consistent: true });
  return data;
}

/*
 * The payroll's year figures (architecture rule 3, docs/decisions/payroll.md): finalising a run
 * adds each of its slips' totals to the family `payroll.totals`, keyed `YYYY-MM|<total>` by the
 * run's pay date (the month SARS counts it in), in the finalise transaction itself. A finalised
 * run never changes again and an open one counts nowhere, so nothing is ever taken back. A
 * year's (or a tax year's) figures are one key range: 12 months × 8 totals at most.
 */
export const PAYROLL_TOTALS = 'payroll.totals';
const TOTAL_FIELDS = Object.keys(EMPTY_TOTALS) as Array<keyof PayrollTotals>;

/** THE deltas of one finalised slip (count: one slip): the finalise and the rebuild test alike. */
export function slipDeltas(run: Pick<RunRecord, 'pay_date'>, slip: Pick<SlipRecord, 'figures'>) {
  const totals = payrollTotals([slip.figures as PayslipFigures]);
  return TOTAL_FIELDS.map((field): Delta => ({
    name: PAYROLL_TOTALS,
    key: `${run.pay_date.slice(0, 7)}|${field}`,
    amount: totals[field],
    count: 1,
  }));
}

/** The finalised payroll of the months `fromMonth`..`toMonth` (`YYYY-MM`): totals and slips. */
export async function payrollFigures(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  fromMonth: string,
  toMonth: string,
): Promise<PayrollTotals & { payslips: number }> {
  const figures = await readFigures(ctx.db, ctx.emis, PAYROLL_TOTALS, {
    from: `${fromMonth}|`,
    to: `${toMonth}|~`,
  });
  return totalsOf(figures);
}

function totalsOf(figures: readonly Figure[]): PayrollTotals & { payslips: number } {
  const totals: PayrollTotals & { payslips: number } = { ...EMPTY_TOTALS, payslips: 0 };
  for (const figure of figures) {
    const field = figure.key.slice(figure.key.indexOf('|') + 1) as keyof PayrollTotals;
    if (!(field in EMPTY_TOTALS)) continue;
    totals[field] += figure.amount;
    // Every total of a slip counts it once: the earnings' count is the slips'.
    if (field === 'total_earnings') totals.payslips += figure.count;
  }
  return totals;
}

/*
 * Payslip year to date (issue 28): finalising a run creates, in the same transaction, the run's
 * item of its SA tax year (1 March - end February, by pay date) with each employee's gross, PAYE
 * and UIF. A slip's year to date is the items of its tax year up to its run, one Query (12 items
 * at most), plus the slip itself while its run is open: never the payroll's history.
 */
type YtdFigures = Record<string, [number, number, number]>;

/** THE ytd item of a finalised run: the finalise and the migration that backfills alike. */
export function ytdRecord(
  run: Pick<RunRecord, 'emis' | 'id' | 'pay_date'>,
  slips: ReadonlyArray<Pick<SlipRecord, 'staff_id' | 'figures'>>,
  at?: string,
): YtdRecord {
  const staff: YtdFigures = {};
  for (const slip of slips) {
    const f = slip.figures as PayslipFigures;
    staff[slip.staff_id] = [f.gross_earnings, f.paye, f.uif_employee];
  }
  return {
    emis: run.emis,
    tax_year: taxYearOf(run.pay_date),
    payroll_id: run.id,
    pay_date: run.pay_date,
    staff,
    ...(at ? { created_at: at } : {}),
  };
}

/** Each slip's year to date: the tax year's finalised runs paid up to this one, and the slip. */
async function slipsYtd(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  run: RunRecord,
  slips: readonly SlipRecord[],
): Promise<Map<string, PayslipYtd>> {
  const { data } = await ctx.db.entities.payrollYtd.query
    .byTaxYear({ emis: ctx.emis, tax_year: taxYearOf(run.pay_date) })
    .go({ count: 24, pages: 24, consistent: true });
  // Runs paid before this one (by pay date, then id); this run's own item is the slip itself.
  const before = data.filter(
    (y) =>
      y.payroll_id !== run.id &&
      (y.pay_date < run.pay_date || (y.pay_date === run.pay_date && y.payroll_id < run.id)),
  );
  const ytd = new Map<string, PayslipYtd>();
  for (const slip of slips) {
    const f = slip.figures as PayslipFigures;
    const sum: PayslipYtd = {
      gross_earnings: f.gross_earnings,
      paye: f.paye,
      uif_employee: f.uif_employee,
    };
    for (const item of before) {
      const mine = (item.staff as YtdFigures)[slip.staff_id];
      if (!mine) continue;
      sum.gross_earnings += mine[0];
      sum.paye += mine[1];
      sum.uif_employee += mine[2];
    }
    ytd.set(slip.staff_id, sum);
  }
  return ytd;
}

/** The slip's figures from its base salary and lines (the run's pay date and SDL setting). */
function refigure(run: RunRecord, slip: SlipRecord): SlipRecord {
  const figures = payslipFigures({
    payDate: run.pay_date,
    baseSalary: slip.base_salary,
    lines: slip.lines as PayslipLine[],
    dateOfBirth: slip.date_of_birth,
    idNumber: slip.id_number,
    sdlLiable: run.sdl_liable,
  });
  if (!figures) throw payrollError('noTables');
  return { ...slip, figures };
}

/**
 * The run's write that goes with every change of its slips: totals set to the sum of the slips
 * as they will be, on condition that the run is still open and at the version read. A failed
 * condition is a lost race (another change, or the run finalised or deleted meanwhile): the
 * attempt reads again, and a finalised run then answers 409.
 */
function runStep(
  tx: TxEntities,
  run: RunRecord,
  slips: SlipRecord[],
  at: string,
  extra: Partial<Pick<RunRecord, 'status' | 'finalised_by' | 'finalised_at'>> = {},
): Step {
  const totals = payrollTotals(slips.map((s) => s.figures as PayslipFigures));
  return {
    name: 'run',
    write: tx.payrollRun
      .patch({ emis: run.emis, id: run.id })
      .set({
        ...totals,
        ...extra,
        employees: slips.length,
        updated_at: at,
        row_version: run.row_version + 1,
      })
      .where((r, op) => `${op.eq(r.status, 'open')} AND ${op.eq(r.row_version, run.row_version)}`)
      .commit(),
    onFail: 'retry',
  };
}

/** What a change of a run's slips says in the run's audit trail. */
type RunAudit = Pick<AuditInput, 'action' | 'field' | 'oldValue' | 'newValue'>;
type SlipChange = {
  put: SlipRecord[];
  remove: string[];
  audit: RunAudit;
  /** Another domain's writes that go with the change, in its transaction (addEarningsLines). */
  extra?: (tx: TxEntities) => Step[];
  /** Write nothing (not even the run) when nothing changes. */
  skipIfEmpty?: boolean;
};

/** The run's audit entry of a change, a step of the change's own transaction. */
const runAudit = (tx: TxEntities, ctx: RequestContext, runId: string, at: string, a: RunAudit) =>
  auditSteps(tx, ctx, { table: PAYROLL_RUNS_TRAIL.name, rowId: runId, at, ...a });

/** The slips' employees as an audit entry names them. */
const named = (slips: SlipRecord[]) => slips.map((s) => ({ staff_id: s.staff_id, name: s.name }));

/**
 * THE way a run's slips change: one transaction holding the changed slips and the run (open, at
 * the version read, totals = the sum of its slips after the change). `change` gets the run and
 * its slips by staff id, freshly read on every attempt.
 */
async function changeSlips<T>(
  ctx: RequestContext,
  payrollId: string,
  change: (
    run: RunRecord,
    slips: Map<string, SlipRecord>,
    at: string,
  ) => Promise<SlipChange & { value: T }>,
): Promise<T> {
  const at = stamp(ctx);
  return commit(
    ctx.db,
    async (tx) => {
      const run = await readRun(ctx, payrollId);
      if (run.status !== 'open') throw payrollError('finalised');
      const slips = new Map((await readSlips(ctx, run.id)).map((s) => [s.staff_id, s]));
      const { put, remove, audit, value, extra, skipIfEmpty } = await change(run, slips, at);
      const others = extra?.(tx) ?? [];
      if (skipIfEmpty && put.length === 0 && remove.length === 0 && others.length === 0)
        return { steps: [], value };
      const changed = put.map((s) => refigure(run, s));
      for (const s of changed) slips.set(s.staff_id, s);
      for (const id of remove) slips.delete(id);
      if (slips.size > MAX_SLIPS_PER_RUN) throw payrollError('tooManySlips');
      if (changed.some((s) => (s.figures as PayslipFigures).net_salary < 0))
        throw payrollError('negativeNet');
      const steps: Step[] = [
        runStep(tx, run, [...slips.values()], at),
        ...changed.map((s, i) => ({
          name: `slip ${i}`,
          write: tx.payslip.put({ ...s, updated_at: at }).commit(),
        })),
        ...remove.map((staffId, i) => ({
          name: `remove ${i}`,
          write: tx.payslip
            .delete({ emis: ctx.emis, payroll_id: run.id, staff_id: staffId })
            .commit(),
        })),
        ...runAudit(tx, ctx, run.id, at, audit),
        ...others,
      ];
      return { steps, value };
    },
    // On a flagged route (add, earnings, hours) the caller's request is recorded with it.
    { ...BUSY, request: requestOf(ctx) },
  );
}

const lastDayOfMonth = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

/** create-payroll: one run a month (its id is YYYY-MM); the pay date picks the tax tables. */
export async function createPayroll(ctx: RequestContext, body: CreatePayrollBody) {
  const payDate = body.payDate ?? lastDayOfMonth(body.year, body.month);
  if (!taxTableFor(payDate)) throw payrollError('noTables');
  const settings = await readSettings(ctx);
  const at = stamp(ctx);
  const run: RunRecord = {
    emis: ctx.emis,
    id: `${body.year}-${String(body.month).padStart(2, '0')}`,
    month: body.month,
    year: body.year,
    pay_date: payDate,
    status: 'open',
    employees: 0,
    ...payrollTotals([]),
    sdl_liable: settings.sdl_liable,
    created_by: ctx.caller.userId,
    created_at: at,
    updated_at: at,
    row_version: 0,
  };
  // A transaction, so that a repeat of the request answers the run it created, not 409.
  const created = await commit(
    ctx.db,
    (tx) => ({
      steps: [
        {
          name: 'run',
          write: tx.payrollRun.create(run).commit(),
          onFail: payrollError('payrollExists'),
        },
        ...runAudit(tx, ctx, run.id, at, {
          action: 'create',
          newValue: { id: run.id, month: run.month, year: run.year, pay_date: run.pay_date },
        }),
      ],
      value: run,
    }),
    { ...BUSY, request: requestOf(ctx) },
  );
  return { status: 'success', payroll: runView(created) };
}

/**
 * get-all-payrolls-for-current-year: the runs of a year (default this one), newest first: twelve
 * at most (one a month, its id `YYYY-MM`), one key range. With the year's figures: the totals
 * of the runs finalised with pay dates in that year, from the payroll's figures.
 */
export async function listPayrolls(ctx: RequestContext, year: number | undefined) {
  const wanted = year ?? Number(stamp(ctx).slice(0, 4));
  const [{ data }, settings, yearTotals] = await Promise.all([
    ctx.db.entities.payrollRun.query
      .byCompany({ emis: ctx.emis })
      .begins({ id: `${wanted}-` })
      .go({ count: 12, pages: 12 }),
    readSettings(ctx),
    payrollFigures(ctx, `${wanted}-01`, `${wanted}-12`),
  ]);
  return {
    year: wanted,
    payrolls: data.map(runView).sort((a, b) => b.id.localeCompare(a.id)),
    settings,
    year_totals: yearTotals,
  };
}

/** get-employees-already-on-payslip / get-payroll-data: the run and its slips, by name. */
export async function payrollSlips(
  ctx: RequestContext,
  payrollId: string,
): Promise<PayrollSlipsReply> {
  const run = await readRun(ctx, payrollId);
  const [slips, settings, company] = await Promise.all([
    readSlips(ctx, run.id),
    readSettings(ctx),
    ctx.tenant.company.get(),
  ]);
  const ytd = await slipsYtd(ctx, run, slips);
  return {
    payroll: runView(run),
    employees: slips
      .map((s) => slipView(s, run, ytd.get(s.staff_id)))
      .sort((a, b) => a.name.localeCompare(b.name)),
    employer: {
      name: company?.name ?? '',
      paye_reference: settings.paye_reference,
      uif_reference: settings.uif_reference,
      sdl_reference: settings.sdl_reference,
    },
  };
}

/**
 * add-selected-employees-to-payroll: a slip per employee, with their details and base salary as
 * they are now. Employees already on the run keep their slips.
 */
export async function addEmployees(ctx: RequestContext, payrollId: string, staffIds: string[]) {
  await readRun(ctx, payrollId); // the run first: another company's answers 'No such payroll'
  const employees = await Promise.all(staffIds.map((id) => readEmployee(ctx, id)));
  return changeSlips(ctx, payrollId, async (run, slips, at) => {
    const put = employees
      .filter(({ staff }) => !slips.has(staff.id))
      .map(({ staff, employee }): SlipRecord => ({
        emis: ctx.emis,
        payroll_id: run.id,
        staff_id: staff.id,
        name: staff.name,
        id_number: staff.id_number,
        tax_number: employee.tax_number,
        date_of_birth: employee.date_of_birth,
        bank: employee.bank,
        account: employee.account,
        street: staff.address,
        city: staff.city,
        postal_code: employee.postal_code,
        base_salary: employee.base_salary,
        lines: [],
        figures: {},
        added_by: ctx.caller.userId,
        added_at: at,
      }));
    const audit: RunAudit = {
      action: 'update',
      field: 'employees',
      newValue: { added: named(put) },
    };
    return { put, remove: [], audit, value: { status: 'success', added: put.length } };
  });
}

/** Slips of the run for these staff ids; 404 when any is not on it. */
function slipsOf(slips: Map<string, SlipRecord>, staffIds: string[]): SlipRecord[] {
  const found = staffIds.map((id) => slips.get(id));
  if (found.some((s) => !s)) throw payrollError('notOnPayroll');
  return found as SlipRecord[];
}

/** remove-staff-from-payroll: their slips go; the run's totals follow. */
export async function removeStaff(ctx: RequestContext, payrollId: string, staffIds: string[]) {
  return changeSlips(ctx, payrollId, async (_run, slips) => {
    const removed = named(slipsOf(slips, staffIds));
    return {
      put: [],
      remove: staffIds,
      audit: { action: 'update', field: 'employees', newValue: { removed } },
      value: { status: 'success', removed: staffIds.length },
    };
  });
}

/** submit-earnings-and-deductions: one line on each selected employee's slip. */
export async function submitEarnings(ctx: RequestContext, body: EarningsBody) {
  return changeSlips(ctx, body.payrollID, async (_run, slips, at) => {
    const put = slipsOf(slips, body.employeesIDs).map((slip) => ({
      ...slip,
      lines: [
        ...slip.lines,
        {
          id: ulid(),
          category: body.selectedCategory,
          name: body.description,
          amount: body.amount,
          irregular: body.selectedCategory === 'Other Earnings' ? body.irregular : undefined,
          added_by: ctx.caller.userId,
          added_at: at,
        },
      ],
    }));
    const line = { category: body.selectedCategory, name: body.description, amount: body.amount };
    const audit: RunAudit = {
      action: 'update',
      field: 'lines',
      newValue: { ...line, employees: named(put) },
    };
    return { put, remove: [], audit, value: { status: 'success', updated: put.length } };
  });
}

/** An earnings line another domain puts on a slip of the run (a talent's booking payout). */
export type EarningsLine = { staffId: string; name: string; amount: number };

/**
 * Earnings lines ('Other Earnings', regular) on the slips of an OPEN run, in ONE transaction
 * with the caller's own writes (`extra`), so what marks the lines' source as paid goes with them
 * or not at all. `plan` gets the run and the staff ids on it, read anew on each attempt, and
 * answers the lines (only for staff on the run) and the extra steps; a failed extra step with
 * `onFail: 'retry'` plans again. A finalised run answers 409, a missing one 404. Nothing to add
 * writes nothing.
 */
export async function addEarningsLines<T>(
  ctx: RequestContext,
  payrollId: string,
  plan: (
    run: Pick<RunRecord, 'id' | 'month' | 'year' | 'status'>,
    staffIds: ReadonlySet<string>,
  ) => Promise<{ lines: EarningsLine[]; extra: (tx: TxEntities) => Step[]; value: T }>,
): Promise<T> {
  await readRun(ctx, payrollId); // another company's run answers 'No such payroll' first
  return changeSlips(ctx, payrollId, async (run, slips, at) => {
    const { lines, extra, value } = await plan(run, new Set(slips.keys()));
    const byStaff = new Map<string, EarningsLine[]>();
    for (const line of lines)
      if (slips.has(line.staffId))
        byStaff.set(line.staffId, [...(byStaff.get(line.staffId) ?? []), line]);
    const put = [...byStaff].map(([staffId, mine]) => {
      const slip = slips.get(staffId)!;
      return {
        ...slip,
        lines: [
          ...slip.lines,
          ...mine.map((line) => ({
            id: ulid(),
            category: 'Other Earnings' as const,
            name: line.name,
            amount: line.amount,
            irregular: false,
            added_by: ctx.caller.userId,
            added_at: at,
          })),
        ],
      };
    });
    const audit: RunAudit = {
      action: 'update',
      field: 'lines',
      newValue: {
        category: 'Other Earnings',
        lines: lines.map((l) => ({ staff_id: l.staffId, name: l.name, amount: l.amount })),
      },
    };
    return { put, remove: [], audit, value, extra, skipIfEmpty: true };
  });
}

/** capture-rate-now: hours at a rate on each selected employee's slip (hours × rate earn). */
export async function captureRate(ctx: RequestContext, body: CaptureRateBody) {
  const rate = await readRate(ctx, body.rateID);
  return changeSlips(ctx, body.payrollID, async (_run, slips, at) => {
    const put = slipsOf(slips, body.employeesIDs).map((slip) => ({
      ...slip,
      lines: [
        ...slip.lines,
        {
          id: ulid(),
          category: 'Hours' as const,
          name: body.description ?? rate.name,
          amount: hoursAmount(body.hours, rate.price),
          hours: body.hours,
          rate: rate.price,
          rate_id: rate.id,
          added_by: ctx.caller.userId,
          added_at: at,
        },
      ],
    }));
    const line = { category: 'Hours', name: body.description ?? rate.name, hours: body.hours };
    const audit: RunAudit = {
      action: 'update',
      field: 'lines',
      newValue: { ...line, rate: rate.price, employees: named(put) },
    };
    return { put, remove: [], audit, value: { status: 'success', updated: put.length } };
  });
}

/**
 * finalise-payroll: the run becomes finalised, its totals the sum of its slips, on condition
 * that it is still open and unchanged since read (a change racing it either lands first, and is
 * counted, or finds the run finalised and gets 409).
 */
export async function finalisePayroll(ctx: RequestContext, payrollId: string) {
  const at = stamp(ctx);
  const run = await commit(
    ctx.db,
    async (tx) => {
      const current = await readRun(ctx, payrollId);
      if (current.status !== 'open') throw payrollError('finalised');
      const slips = await readSlips(ctx, current.id);
      if (slips.length === 0) throw payrollError('emptyPayroll');
      const extra = {
        status: 'finalised' as const,
        finalised_by: ctx.caller.userId,
        finalised_at: at,
      };
      return {
        steps: [
          runStep(tx, current, slips, at, extra),
          // The year's figures count the run from now on, in the same transaction.
          ...aggregateSteps(
            tx,
            ctx.emis,
            slips.flatMap((slip) => slipDeltas(current, slip)),
          ),
          // The slips' part of their tax year to date, one item for the run.
          { name: 'ytd', write: tx.payrollYtd.create(ytdRecord(current, slips, at)).commit() },
          ...runAudit(tx, ctx, current.id, at, {
            action: 'update',
            field: 'status',
            oldValue: 'open',
            newValue: 'finalised',
          }),
        ],
        value: {
          ...current,
          ...extra,
          ...payrollTotals(slips.map((s) => s.figures as PayslipFigures)),
        },
      };
    },
    { ...BUSY, request: requestOf(ctx) },
  );
  return { status: 'success', payroll: runView(run) };
}

/** delete-selected-payrolls: open runs go with their slips; a finalised one is kept (409). */
export async function deletePayrolls(ctx: RequestContext, ids: string[]) {
  const runs = await Promise.all(ids.map((id) => readRun(ctx, id)));
  if (runs.some((r) => r.status !== 'open')) throw payrollError('finalised');
  for (const id of ids)
    await commit(
      ctx.db,
      async (tx) => {
        const run = await readRun(ctx, id);
        if (run.status !== 'open') throw payrollError('finalised');
        const slips = await readSlips(ctx, id);
        return [
          {
            name: 'run',
            write: tx.payrollRun
              .delete({ emis: ctx.emis, id })
              .where(
                (r, op) =>
                  `${op.eq(r.status, 'open')} AND ${op.eq(r.row_version, run.row_version)}`,
              )
              .commit(),
            onFail: 'retry' as const,
          },
          ...slips.map((s, i) => ({
            name: `slip ${i}`,
            write: tx.payslip
              .delete({ emis: ctx.emis, payroll_id: id, staff_id: s.staff_id })
              .commit(),
          })),
          ...runAudit(tx, ctx, id, stamp(ctx), {
            action: 'delete',
            oldValue: {
              id: run.id,
              month: run.month,
              year: run.year,
              employees: run.employees,
              total_salary_paid: run.total_salary_paid,
            },
          }),
        ];
      },
      BUSY,
    );
  return { status: 'success', deleted: ids.length };
}

/**
 * The payroll of a month (`YYYY-MM`) as the home shows it: its run's status and pay date, or
 * undefined without one (one GetItem: a run's id is its month).
 */
export async function payrollRunOfMonth(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  month: string,
): Promise<{ status: 'open' | 'finalised'; payDate: string } | undefined> {
  const { data } = await ctx.db.entities.payrollRun.get({ emis: ctx.emis, id: month }).go();
  return data ? { status: data.status, payDate: data.pay_date } : undefined;
}
