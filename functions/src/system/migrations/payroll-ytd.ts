import { ytdRecord } from '../../payroll';
import { isConditionFailed } from '../../kernel/transaction';
import { companyMigration, partition } from './companies';

type RunFacts = { emis: string; id: string; pay_date: string; status: string };

/**
 * 0014, payroll (issue 28): each finalised run's part of its tax year to date (the payslips'
 * year-to-date figures), for runs finalised before the finalise wrote it. Created only where
 * absent (a finalised run never changes), so a second run writes nothing.
 */
export const payrollYtdMigration = companyMigration(
  '0014-payroll-ytd',
  "Each finalised payroll run's tax-year-to-date figures per employee",
  async (ctx, emis) => {
    let scanned = 0;
    let written = 0;
    for await (const page of partition(ctx.db, `${emis}#payroll_run`, 'payroll_run'))
      for (const run of page as unknown as RunFacts[]) {
        scanned += 1;
        if (run.status !== 'finalised') continue;
        const { data: slips } = await ctx.db.entities.payslip.query
          .byPayroll({ emis, payroll_id: run.id })
          .go({ pages: 'all', consistent: true });
        scanned += slips.length;
        try {
          await ctx.db.entities.payrollYtd.create(ytdRecord({ ...run, emis }, slips)).go();
          written += 1;
        } catch (error) {
          if (!isConditionFailed(error)) throw error;
        }
      }
    return { scanned, written };
  },
);
