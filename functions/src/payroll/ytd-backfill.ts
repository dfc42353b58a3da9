import type { EntityItem } from 'electrodb';
import { MAX_SLIPS_PER_RUN } from '@shared/payroll/schemas';
import type { Database } from '../db/service';
import { isConditionFailed } from '../kernel/transaction';
import type { PayrollRunEntity } from './entities/payroll-run.entity';
import { ytdRecord } from './runs';

type RunRecord = EntityItem<typeof PayrollRunEntity>;

/**
 * Migration 0016 (issue 28): each finalised run's tax-year-to-date item, for runs finalised
 * before the finalise wrote it. Created only where absent (a finalised run never changes), so a
 * second run writes nothing. The runs a page at a time; a run's slips are one bounded Query.
 */
export async function backfillPayrollYtd(db: Database, emis: string) {
  let scanned = 0;
  let written = 0;
  for (let cursor: string | null = null; ;) {
    const page: { data: RunRecord[]; cursor: string | null } = await db.entities.payrollRun.query
      .byCompany({ emis })
      .go({ cursor, limit: 100, consistent: true });
    for (const run of page.data) {
      scanned += 1;
      if (run.status !== 'finalised') continue;
      const { data: slips } = await db.entities.payslip.query
        .byPayroll({ emis, payroll_id: run.id })
        .go({ count: MAX_SLIPS_PER_RUN, pages: MAX_SLIPS_PER_RUN, consistent: true });
      scanned += slips.length;
      try {
        await db.entities.payrollYtd.create(ytdRecord(run, slips)).go();
        written += 1;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    }
    cursor = page.cursor;
    if (!cursor) break;
  }
  return { scanned, written };
}
