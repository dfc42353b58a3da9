import type { AuditEntry, TableHistoryPage } from '@shared/tables/types';
import type { RequestContext } from '../kernel/context';
import { checkedCursor } from '../kernel/pager';
import { resolve, store } from './access';
import type { TableDefinition } from './definition';
import { tableError } from './errors';
import { trailOf } from './trails';

// The audit trail as the screens read it: a row's changes and a table's, with who made them.

/** An audit entry as stored. */
type StoredAudit = {
  id: string;
  table: string;
  row_id: string;
  action: AuditEntry['action'];
  field?: string;
  old_value?: string;
  new_value?: string;
  user_id: string;
  user_name?: string;
  at: string;
};

/** Whose history is read: a data table's, or a domain's audit trail (trails.ts). */
type Audited = { table?: TableDefinition; labelColumn: string };

function audited(ctx: RequestContext, name: string): Audited {
  const trail = trailOf(name);
  if (!trail) {
    const table = resolve(ctx, name);
    return { table, labelColumn: table.labelColumn };
  }
  if (ctx.caller.alevel < trail.view) throw tableError('noAccess');
  return { labelColumn: trail.labelField };
}

/** Stored audit entries as the screens show them, with the names of the people who made them. */
async function auditEntries(ctx: RequestContext, data: StoredAudit[]): Promise<AuditEntry[]> {
  const names = new Map<string, string>();
  // An entry made by no user of the company (a web store buyer) names its maker itself.
  const users = data.filter((entry) => !entry.user_name).map((entry) => entry.user_id);
  await Promise.all(
    [...new Set(users)].map(async (userId) => {
      const user = await ctx.deps.accounts.getUser(userId);
      names.set(userId, user?.name ?? 'A former user');
    }),
  );
  return data.map((entry) => ({
    id: entry.id,
    table: entry.table,
    row_id: entry.row_id,
    action: entry.action,
    field: entry.field ?? null,
    old_value: entry.old_value ?? null,
    new_value: entry.new_value ?? null,
    user_id: entry.user_id,
    user_name: entry.user_name ?? names.get(entry.user_id) ?? '',
    at: entry.at,
  }));
}

export async function rowHistory(
  ctx: RequestContext,
  name: string,
  id: string,
): Promise<AuditEntry[]> {
  audited(ctx, name);
  const { data } = await ctx.db.entities.auditEntry.query
    .byRow({ emis: ctx.tenant.emis, table: name, row_id: id })
    .go({ limit: 200, order: 'desc' });
  return auditEntries(ctx, data);
}

const TABLE_HISTORY_PAGE = 50;

/** The label column's value in a whole-row entry (added, imported or deleted), if it has one. */
function labelIn(json: string | undefined, labelColumn: string): string | undefined {
  if (!json?.startsWith('{')) return undefined;
  try {
    const value = (JSON.parse(json) as Record<string, unknown>)[labelColumn];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A table's changes, newest first, 50 a page: deleted rows included (their name comes from the
 * deletion's record of the row), so every change made here stays visible.
 */
export async function tableHistory(
  ctx: RequestContext,
  name: string,
  cursor: string | undefined,
): Promise<TableHistoryPage> {
  const { table, labelColumn } = audited(ctx, name);
  // A cursor of another table's (or company's) history, or an edited one, is a 400.
  const start = checkedCursor(
    cursor,
    { field: 'gsi1pk', value: `${ctx.tenant.emis}#audit#${name}` },
    ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  );
  const page: { data: StoredAudit[]; cursor: string | null } =
    await ctx.db.entities.auditEntry.query
      .byTable({ emis: ctx.tenant.emis, table: name })
      .go({ limit: TABLE_HISTORY_PAGE, order: 'desc', cursor: start ?? null });
  const labels = new Map<string, string>();
  for (const entry of page.data) {
    const label = labelIn(entry.new_value, labelColumn) ?? labelIn(entry.old_value, labelColumn);
    if (label && !labels.has(entry.row_id)) labels.set(entry.row_id, label);
  }
  const unnamed = [...new Set(page.data.map((e) => e.row_id))].filter((id) => !labels.has(id));
  if (table && unnamed.length > 0) {
    for (const [id, row] of await store(ctx, table).getMany(unnamed)) {
      const label = row[table.labelColumn];
      if (label !== null && label !== undefined) labels.set(id, String(label));
    }
  }
  const entries = await auditEntries(ctx, page.data);
  return {
    entries: entries.map((entry) => ({ ...entry, row_label: labels.get(entry.row_id) ?? null })),
    cursor: page.cursor,
  };
}
