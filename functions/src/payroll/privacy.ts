import { PRIVACY_MESSAGES, yearsAfter } from '@shared/privacy/schemas';
import { stamp, type RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';

/** The runs read for a POPIA request: ten years of months, newest first (one Query). */
const RUNS_READ = 120;
/** How long SARS requires an employer's payroll records (Tax Administration Act s29). */
const RETENTION_YEARS = 5;

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/**
 * A member of staff's payroll records (s23 export): their payroll details and every payslip,
 * read by key: the company's runs (one Query, a run per month), then the member's slip on each
 * (one BatchGet). The slips are kept as the tax law requires (`retention`).
 */
export async function staffPayrollRecords(ctx: Tenant, staffId: string) {
  const [{ data: employee }, { data: runs }] = await Promise.all([
    ctx.db.entities.employee.get({ emis: ctx.emis, staff_id: staffId }).go(),
    ctx.db.entities.payrollRun.query
      .byCompany({ emis: ctx.emis })
      .go({ order: 'desc', count: RUNS_READ, pages: RUNS_READ }),
  ]);
  const payDate = new Map(runs.map((r) => [r.id, r.pay_date]));
  const { data: slips } =
    runs.length === 0
      ? { data: [] }
      : await ctx.db.entities.payslip
          .get(runs.map((r) => ({ emis: ctx.emis, payroll_id: r.id, staff_id: staffId })))
          .go();
  const payslips = slips
    .map(({ emis: _emis, ...slip }) => ({ ...slip, pay_date: payDate.get(slip.payroll_id) }))
    .sort((a, b) => b.payroll_id.localeCompare(a.payroll_id));
  const last = payslips[0]?.pay_date;
  const retainedUntil = last ? yearsAfter(last, RETENTION_YEARS) : null;
  return {
    employee: employee ? (({ emis: _emis, ...rest }) => rest)(employee) : null,
    payslips,
    retention: retainedUntil
      ? `${PRIVACY_MESSAGES.payrollRetention}: until ${retainedUntil}`
      : null,
    retainedUntil,
  };
}

/** The payroll details an erasure clears: the payslips keep SARS's copy of them. */
const CLEARED = ['bank', 'account', 'postal_code', 'date_of_birth', 'tax_number'] as const;

/**
 * The erasure's write on the member's payroll details (s24): bank, account, postal code, date of
 * birth and tax number removed, and the record marked with the date its payslips may go
 * (`retained_until`). The payslips are kept whole (the tax law's five years). Nothing to do for a
 * member with no payroll details, or whose details are already erased.
 */
export async function erasePayrollPlan(ctx: RequestContext, staffId: string) {
  const records = await staffPayrollRecords(ctx, staffId);
  const employee = records.employee as Record<string, unknown> | null;
  const fields = employee ? CLEARED.filter((f) => employee[f] !== undefined) : [];
  const mark = records.retainedUntil ?? undefined;
  const marked = !mark || employee?.retained_until === mark;
  const write = employee && (fields.length > 0 || !marked);
  return {
    fields,
    payslips: records.payslips.length,
    retention: records.retention,
    steps: (tx: TxEntities): Step[] =>
      write
        ? [
            {
              name: `erase payroll details ${staffId}`,
              write: tx.employee
                .patch({ emis: ctx.emis, staff_id: staffId })
                .set({ updated_at: stamp(ctx), ...(mark ? { retained_until: mark } : {}) })
                .remove([...fields])
                .commit(),
            },
          ]
        : [],
  };
}
