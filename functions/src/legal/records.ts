import type { EntityItem } from 'electrodb';
import type { AttorneyTypeEntity } from './entities/attorney-type.entity';
import type { BillableEntity } from './entities/billable.entity';
import type { BillingEntity } from './entities/billing.entity';
import type { CaseStatusEntity } from './entities/case-status.entity';
import type { CourtTypeEntity } from './entities/court-type.entity';
import type { MatterNoteEntity } from './entities/matter-note.entity';
import type { MatterTaskEntity } from './entities/matter-task.entity';
import type { ScaleEntity } from './entities/scale.entity';
import type { MatterEntity } from './entities/matter.entity';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { staffById, staffExistsCheck } from '../staff';
import { legalError } from './errors';

export type MatterRecord = EntityItem<typeof MatterEntity>;
export type CourtTypeRecord = EntityItem<typeof CourtTypeEntity>;
export type ScaleRecord = EntityItem<typeof ScaleEntity>;
export type AttorneyTypeRecord = EntityItem<typeof AttorneyTypeEntity>;
export type CaseStatusRecord = EntityItem<typeof CaseStatusEntity>;
export type BillableRecord = EntityItem<typeof BillableEntity>;
export type BillingRecord = EntityItem<typeof BillingEntity>;
export type MatterNoteRecord = EntityItem<typeof MatterNoteEntity>;
export type MatterTaskRecord = EntityItem<typeof MatterTaskEntity>;

/** Rows of a company's small lists (court types, statuses...) read at once: at most this many. */
const LOOKUP_LIMIT = 500;

/**
 * The company's court types, scales, attorney types and statuses by id: four Queries of short
 * lists, for views that name them.
 */
export async function legalLookups(ctx: RequestContext) {
  const e = ctx.db.entities;
  const emis = ctx.emis;
  const options = { limit: LOOKUP_LIMIT };
  const [courts, scales, attorneys, statuses] = await Promise.all([
    e.courtType.query.byCompany({ emis }).go(options),
    e.scale.query.byCompany({ emis }).go(options),
    e.attorneyType.query.byCompany({ emis }).go(options),
    e.caseStatus.query.byCompany({ emis }).go(options),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    courts: byId(courts.data),
    scales: byId(scales.data),
    attorneys: byId(attorneys.data),
    statuses: byId(statuses.data),
  };
}
export type LegalLookups = Awaited<ReturnType<typeof legalLookups>>;

/** A matter of the caller's company by id; undefined when missing or another company's. */
export async function findMatter(
  ctx: RequestContext,
  caseId: string,
): Promise<MatterRecord | undefined> {
  const { data } = await ctx.db.entities.matter
    .get({ emis: ctx.emis, id: caseId })
    .go({ consistent: true });
  return data ?? undefined;
}

/** The matter, or 404 'No such matter' (another company's answers the same). */
export async function matterOr404(ctx: RequestContext, caseId: string): Promise<MatterRecord> {
  const matter = await findMatter(ctx, caseId);
  if (!matter) throw legalError('noMatter');
  return matter;
}

/** A transaction's check that the matter still exists (a write about it is refused otherwise). */
export function matterStillThere(tx: TxEntities, ctx: RequestContext, caseId: string): Step {
  return {
    name: 'matter',
    write: tx.matter
      .check({ emis: ctx.emis, id: caseId })
      .where((a, op) => op.exists(a.title))
      .commit(),
    onFail: legalError('noMatter'),
  };
}

/** A transaction's check that a staff member of the company exists (none when not named). */
export function staffExists(tx: TxEntities, ctx: RequestContext, staffId?: string): Step[] {
  if (!staffId) return [];
  return [
    {
      name: 'staff',
      write: staffExistsCheck(tx, ctx.emis, staffId),
      onFail: legalError('noStaff'),
    },
  ];
}

type ReferenceKind = 'courtType' | 'scale' | 'attorneyType' | 'caseStatus';

/** Checks that each named court type, scale, attorney type and status is the company's. */
export function referencesExist(
  tx: TxEntities,
  ctx: RequestContext,
  refs: Partial<Record<ReferenceKind, string | undefined>>,
): Step[] {
  const key = (id: string) => ({ emis: ctx.emis, id });
  const checks: Record<ReferenceKind, (id: string) => unknown> = {
    courtType: (id) =>
      tx.courtType
        .check(key(id))
        .where((a, op) => op.exists(a.name))
        .commit(),
    scale: (id) =>
      tx.scale
        .check(key(id))
        .where((a, op) => op.exists(a.name))
        .commit(),
    attorneyType: (id) =>
      tx.attorneyType
        .check(key(id))
        .where((a, op) => op.exists(a.name))
        .commit(),
    caseStatus: (id) =>
      tx.caseStatus
        .check(key(id))
        .where((a, op) => op.exists(a.name))
        .commit(),
  };
  return (Object.entries(refs) as Array<[ReferenceKind, string | undefined]>).flatMap(
    ([kind, id]) =>
      id ? [{ name: kind, write: checks[kind](id), onFail: legalError('noReference') }] : [],
  );
}

/** Staff names by id (a batch read), for bills and tasks. */
export async function staffNames(ctx: RequestContext, ids: Array<string | undefined>) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const { data } = await staffById(ctx, wanted);
  return new Map(data.map((member) => [member.id, member.name]));
}
