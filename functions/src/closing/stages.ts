// The closing work (issue 27), one company at a time, found through the company items' due-time
// index (gsi3: CLOSING_DUE_KEY, `<date>#<emis>`), never by walking the companies. Each stage sets
// the next stage's day on the company: the export (the day asked), the site going down
// (closing_at), the deletion (closed + PURGE_GRACE_DAYS), the tax records' deletion
// (retain_until). Every stage may run twice or concurrently: each write is conditional, and
// only the run whose write lands sends the emails.
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isPlanName } from '@shared/plans/entitlements';
import { companyMediaPrefixes, deleteMediaUnder } from '../media';
import { closureRevenueSteps } from '../provider';
import { archiveName, purgeOn, retainUntil, TAX_RECORD_ENTITIES } from '@shared/closing/closing';
import { formatDate } from '@shared/time/sast';
import type { Database } from '../db/service';
import { DEFINITIONS } from '../entities';
import { siteOrigin, sweepContext } from '../kernel/context';
import { transaction } from '../kernel/transaction';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { buildArchive } from './archive';
import { companyPartitions, partitionItems, tenantEntities, type Item } from './partitions';

/** gsi3's partition of the closing work. */
export const CLOSING_DUE_KEY = 'closing';
export const dueAt = (date: string, emis: string) => `${date}#${emis}`;
/** At most this many companies a tick. */
export const CLOSINGS_PER_TICK = 50;
/** At most this many items a deletion run writes; the rest waits for the next tick. */
export const WRITES_PER_RUN = 2_000;

export type ClosingResult = {
  emis: string;
  result: 'exported' | 'closed' | 'purged' | 'partial' | 'deleted' | 'waiting' | 'already' | 'gone';
  files?: number;
  bytes?: number;
  deleted?: number;
  retained?: number;
};

const TAX = new Set<string>(TAX_RECORD_ENTITIES);

/** The closings due by `now`: one Query of the due-time index, one unit per company. */
export async function dueClosings(deps: Deps, now: Date): Promise<DueUnit[]> {
  const db = sweepContext(deps).db;
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk <= :today',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk' },
      ExpressionAttributeValues: {
        ':pk': CLOSING_DUE_KEY,
        ':today': `${formatDate(now)}#\uffff`,
      },
      Limit: CLOSINGS_PER_TICK,
    }),
  );
  return (found.Items ?? [])
    .filter((item) => typeof item.emis === 'string')
    .map((item) => ({ key: String(item.emis), items: [String(item.gsi3sk)] }));
}

const companyKey = (emis: string) => ({ pk: `${emis}#company`, sk: 'company' });

/** The company as stored (its due keys included, which ElectroDB hides). */
async function storedCompany(db: Database, emis: string): Promise<Item | undefined> {
  const { Item: item } = await db.client.send(
    new GetCommand({ TableName: db.table, Key: companyKey(emis), ConsistentRead: true }),
  );
  return item;
}

/** Moves the company's due day from `from` (the unit's) to `to`; none: out of the index. */
async function moveDue(db: Database, emis: string, from: string, to: string | undefined) {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: companyKey(emis),
        UpdateExpression: to ? 'SET #sk = :to' : 'REMOVE #pk, #sk',
        ConditionExpression: '#sk = :from',
        ExpressionAttributeNames: { '#sk': 'gsi3sk', ...(to ? {} : { '#pk': 'gsi3pk' }) },
        ExpressionAttributeValues: { ':from': from, ...(to ? { ':to': to } : {}) },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** One company's unit: the stage its closure is at, if its day has come. */
export async function advanceClosing(
  deps: Deps,
  emis: string,
  items: readonly string[],
  now: Date,
): Promise<ClosingResult[]> {
  const db = sweepContext(deps).db;
  const today = formatDate(now);
  const [company, closure] = await Promise.all([
    storedCompany(db, emis),
    db.entities.closure.get({ emis }).go({ consistent: true }),
  ]);
  const due = company?.gsi3pk === CLOSING_DUE_KEY ? String(company.gsi3sk) : undefined;
  if (!company || !due || !items.includes(due)) return [{ emis, result: 'gone' }];
  const record = closure.data;
  if (!record) {
    // Cancelled meanwhile (the cancel clears the index too): nothing left to do.
    await moveDue(db, emis, due, undefined);
    return [{ emis, result: 'gone' }];
  }
  if (record.export_status === 'pending') return [await exportStage(deps, company, due, now)];
  const closedAt = typeof company.closed_at === 'string' ? company.closed_at : undefined;
  if (!closedAt) {
    if (today < record.closing_at) {
      await moveDue(db, emis, due, dueAt(record.closing_at, emis));
      return [{ emis, result: 'waiting' }];
    }
    return [await takeDown(deps, company, due, now)];
  }
  if (!record.purged_at) {
    const on = record.purge_on ?? purgeOn(closedAt.slice(0, 10));
    if (today < on) {
      await moveDue(db, emis, due, dueAt(on, emis));
      return [{ emis, result: 'waiting' }];
    }
    await siteDown(deps, company, closedAt);
    return [await purge(deps, emis, due, closedAt, now)];
  }
  const until = record.retain_until ?? retainUntil(closedAt.slice(0, 10));
  if (today < until) {
    await moveDue(db, emis, due, dueAt(until, emis));
    return [{ emis, result: 'waiting' }];
  }
  return [await deleteRetained(deps, company, due)];
}

/** The managers (level 9 and above, not banned) to tell, with their addresses. */
async function managers(deps: Deps, emis: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of partitionItems(sweepContext(deps).db, `${emis}#member`, 'membership'))
    for (const m of page)
      if (Number(m.alevel) >= 9 && !m.banned_at && typeof m.userId === 'string') ids.push(m.userId);
  const users = ids.length ? await deps.accounts.getUsers(ids) : [];
  return users.map((u) => u.email).filter(Boolean);
}

/** The export: the archive written to the media store, then the managers emailed its link. */
async function exportStage(
  deps: Deps,
  company: Item,
  due: string,
  now: Date,
): Promise<ClosingResult> {
  const emis = String(company.emis);
  const db = sweepContext(deps).db;
  const { data: closure } = await db.entities.closure.get({ emis }).go({ consistent: true });
  if (!closure) return { emis, result: 'gone' };
  const madeAt = now.toISOString();
  const { bytes, figures } = await buildArchive(deps, db, emis, company, madeAt);
  const name = archiveName(emis, formatDate(now));
  const key = `closing/${emis}/${name}`;
  await deps.blobs.put(key, bytes, 'application/zip');
  // The claim of this stage: a cancel meanwhile or another run refuses it.
  const saved = await transaction(db, (tx) => [
    {
      name: 'export ready',
      write: tx.closure
        .patch({ emis })
        .set({
          export_status: 'ready',
          export_key: key,
          export_name: name,
          export_ready_at: madeAt,
          export_files: figures.files,
          export_bytes: figures.bytes,
        })
        .where(
          (a, op) =>
            `${op.eq(a.export_status, 'pending')} AND ${op.eq(a.requested_at, closure.requested_at)}`,
        )
        .commit(),
      onFail: 'refuse',
    },
    {
      name: 'next stage',
      write: tx.company
        .patch({ emis })
        .set({ due_at: dueAt(closure.closing_at, emis) })
        .where((a, op) => op.eq(a.due_at, due))
        .commit(),
      onFail: 'refuse',
    },
  ]);
  if (!saved.written) return { emis, result: 'already' };
  const link = `${siteOrigin({ deps, siteHost: undefined }, String(company.domain))}/close-company`;
  for (const to of await managers(deps, emis))
    await deps.email.send({
      to,
      subject: `${String(company.name)}: the export of your company's data is ready`,
      text:
        `${String(company.name)} asked to close. The export of all its data (every table as CSV ` +
        `and the quotations and invoices as PDFs, ${figures.files} files in one zip archive) is ` +
        `ready. Sign in as a manager and download it from Close Company before the site closes ` +
        `on ${closure.closing_at}.`,
      links: [{ href: link, label: 'Download the export' }],
      fromName: 'Kantoor',
      tenant: emis,
    });
  return { emis, result: 'exported', files: figures.files, bytes: figures.bytes };
}

/**
 * The global items a company's work is found through (indexes whose key is not the company's:
 * recurring invoices due, invoice and booking reminders due; settings kept under one global
 * partition, sorted by emis), from the entity registry: what must stop when the site goes down.
 */
export function scheduledWorkOf(): {
  keyed: Array<{ name: string; entity: string; template: string; fields: string[] }>;
  settings: Array<{ pk: string }>;
} {
  type Schema = {
    model: { entity: string };
    attributes: Record<string, { field?: string }>;
    indexes: Record<
      string,
      { index?: string; pk: { template?: string; field: string }; sk: { template?: string } }
    >;
  };
  const keyed = [];
  const settings = [];
  const tenant = new Map(tenantEntities().map((e) => [e.name, e]));
  for (const [name, definition] of Object.entries(DEFINITIONS)) {
    const schema = (definition as unknown as { schema: Schema }).schema;
    const main = Object.values(schema.indexes).find((i) => !i.index);
    if (main && !main.pk.template?.includes('${') && main.sk.template === '${emis}')
      settings.push({ pk: main.pk.template ?? '' });
    const own = tenant.get(name);
    if (!own) continue;
    const fields = new Set<string>();
    for (const attribute of Object.values(schema.attributes))
      if (attribute.field && /^gsi\d+pk$/.test(attribute.field)) fields.add(attribute.field);
    for (const index of Object.values(schema.indexes))
      if (index.index && !index.pk.template?.startsWith('${emis}#')) fields.add(index.pk.field);
    if (fields.size > 0) keyed.push({ ...own, fields: [...fields] });
  }
  return { keyed, settings };
}

/** Stops the company's scheduled work: out of every global due index, its settings deleted. */
async function stopScheduledWork(db: Database, emis: string) {
  const { keyed, settings } = scheduledWorkOf();
  const partitions = await companyPartitions(db, emis);
  for (const { name, entity, fields } of keyed) {
    for (const partition of partitions.filter((p) => p.name === name))
      for await (const page of partitionItems(db, partition.pk, entity))
        for (const item of page) {
          const present = fields.filter((f) => item[f] !== undefined);
          // The company item's own due key is the closing work's: it stays.
          const drop = present.filter((f) => !(entity === 'company' && f === 'gsi3pk'));
          if (drop.length === 0) continue;
          const names: Record<string, string> = {};
          drop.forEach((f, i) => {
            names[`#p${i}`] = f;
            names[`#s${i}`] = f.replace(/pk$/, 'sk');
          });
          await db.client.send(
            new UpdateCommand({
              TableName: db.table,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: `REMOVE ${drop.map((_, i) => `#p${i}, #s${i}`).join(', ')}`,
              ExpressionAttributeNames: names,
            }),
          );
        }
  }
  for (const { pk } of settings)
    await db.client.send(new DeleteCommand({ TableName: db.table, Key: { pk, sk: emis } }));
  // The private calendar feeds are read by their hash alone: they go with the site.
  for await (const page of partitionItems(db, `${emis}#calendar_feed`, 'calendar_feed_owner'))
    for (const owner of page)
      if (typeof owner.hash === 'string')
        await db.client.send(
          new DeleteCommand({
            TableName: db.table,
            Key: { pk: `calendar_feed#${owner.hash}`, sk: 'calendar_feed' },
          }),
        );
}

/**
 * What closing the site does, each part safe to do again: the domain's claim released (the host
 * then answers "This site has closed"), the distribution tenant removed, the scheduled work
 * stopped. Done after the company is marked closed, and again before the deletion (a run that
 * stopped half-way is finished then).
 */
async function siteDown(deps: Deps, company: Item, closedAt: string) {
  const emis = String(company.emis);
  // The domain's claim released (only while it is still this company's: a claim another company
  // made since is left alone) and the host marked closed, in one transaction.
  const domain = String(company.domain);
  await transaction(sweepContext(deps).db, (tx) => [
    {
      name: 'domain released',
      write: tx.domain
        .delete({ domain })
        .where((a, op) => `${op.notExists(a.domain)} OR ${op.eq(a.emis, emis)}`)
        .commit(),
      onFail: 'refuse',
    },
    {
      name: 'closed site',
      write: tx.closedSite.put({ domain, emis, closed_at: closedAt }).commit(),
    },
  ]);
  if (typeof company.domain_tenant === 'string' && company.domain_tenant)
    await deps.domains.remove(company.domain_tenant);
  await stopScheduledWork(sweepContext(deps).db, emis);
}

/** The notice is over: the company is closed (sign-in refused), then its site goes down. */
async function takeDown(deps: Deps, company: Item, due: string, now: Date): Promise<ClosingResult> {
  const emis = String(company.emis);
  const db = sweepContext(deps).db;
  const closedAt = now.toISOString();
  const on = purgeOn(formatDate(now));
  // The claim of this stage: a cancel meanwhile (the due key gone) or another run refuses it.
  const closed = await transaction(db, (tx) => [
    {
      name: 'closure closed',
      write: tx.closure.patch({ emis }).set({ closed_at: closedAt, purge_on: on }).commit(),
      onFail: 'refuse',
    },
    {
      name: 'company closed',
      write: tx.company
        .patch({ emis })
        .set({ closed_at: closedAt, due_at: dueAt(on, emis) })
        .where((a, op) => `${op.notExists(a.closed_at)} AND ${op.eq(a.due_at, due)}`)
        .commit(),
      onFail: 'refuse',
    },
    // A closed company leaves the provider's yearly revenue in the same transaction.
    ...closureRevenueSteps(tx, isPlanName(company.plan) ? company.plan : 'Standard'),
  ]);
  if (!closed.written) return { emis, result: 'already' };
  await siteDown(deps, company, closedAt);
  deps.log.info('company closed', { tenant: emis, domain: String(company.domain) });
  return { emis, result: 'closed' };
}

type Budget = { writes: number };

/** Deletes `keys` (25 a request, what is left unprocessed sent again). */
async function deleteKeys(db: Database, keys: Item[], budget: Budget) {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const done = await db.client.send(
        new BatchWriteCommand({ RequestItems: { [db.table]: requests } }),
      );
      requests = (done.UnprocessedItems?.[db.table] ?? []) as typeof requests;
    }
    budget.writes += Math.min(25, keys.length - i);
  }
}

/** A member's own items outside the company: its place in the user's companies, and the
 * identity itself when the user belongs to no other company. */
async function forgetMember(db: Database, emis: string, userId: string, budget: Budget) {
  await deleteKeys(db, [{ pk: `user#${userId}`, sk: `company#${emis}` }], budget);
  const rest = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :c)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': `user#${userId}`, ':c': 'company#' },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  if ((rest.Items ?? []).length > 0) return;
  const { Item: user } = await db.client.send(
    new GetCommand({ TableName: db.table, Key: { pk: `user#${userId}`, sk: 'profile' } }),
  );
  const keys: Item[] = [{ pk: `user#${userId}`, sk: 'profile' }];
  if (typeof user?.email === 'string') keys.push({ pk: `email#${user.email}`, sk: 'email' });
  await deleteKeys(db, keys, budget);
}

/**
 * The deletion, PURGE_GRACE_DAYS after closing: every item of every partition, except the tax
 * records, which are marked `retain_until` and kept. In runs of at most WRITES_PER_RUN writes:
 * a run that stops short leaves the due day as it is, so the next tick goes on.
 */
async function purge(
  deps: Deps,
  emis: string,
  due: string,
  closedAt: string,
  now: Date,
): Promise<ClosingResult> {
  const db = sweepContext(deps).db;
  const until = retainUntil(closedAt.slice(0, 10));
  const budget: Budget = { writes: 0 };
  let deleted = 0;
  let retained = 0;
  for (const partition of await companyPartitions(db, emis)) {
    // The closure is the record of the closing itself: it goes at the very end.
    if (partition.entity === 'closure') continue;
    const keep = TAX.has(partition.entity);
    for await (const page of partitionItems(
      db,
      partition.pk,
      partition.entity,
      200,
      keep
        ? { expression: 'attribute_not_exists(#r)', names: { '#r': 'retain_until' } }
        : undefined,
    )) {
      if (budget.writes >= WRITES_PER_RUN) return { emis, result: 'partial', deleted, retained };
      if (keep) {
        for (const item of page) {
          await db.client.send(
            new UpdateCommand({
              TableName: db.table,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET #r = :r',
              ExpressionAttributeNames: { '#r': 'retain_until' },
              ExpressionAttributeValues: { ':r': until },
            }),
          );
          budget.writes += 1;
          retained += 1;
        }
        continue;
      }
      if (partition.entity === 'membership')
        for (const member of page)
          if (typeof member.userId === 'string')
            await forgetMember(db, emis, member.userId, budget);
      await deleteKeys(
        db,
        page.map((item) => ({ pk: item.pk, sk: item.sk })),
        budget,
      );
      deleted += page.length;
    }
  }
  // The company's files go with its records (the receipts of its expenses stay with them).
  const media = await deleteMediaUnder(
    deps,
    companyMediaPrefixes(emis).purge,
    WRITES_PER_RUN - budget.writes,
  );
  deleted += media.deleted;
  if (!media.done) return { emis, result: 'partial', deleted, retained };
  const { data: closure } = await db.entities.closure.get({ emis }).go({ consistent: true });
  if (closure?.export_key) await deps.blobs.delete(closure.export_key);
  await db.entities.closure
    .patch({ emis })
    .set({
      purged_at: now.toISOString(),
      retain_until: until,
      deleted_items: (closure?.deleted_items ?? 0) + deleted,
      retained_items: (closure?.retained_items ?? 0) + retained,
    })
    .go({ response: 'none' });
  await moveDue(db, emis, due, dueAt(until, emis));
  return { emis, result: 'purged', deleted, retained };
}

/** The retention is over: the tax records, the closure and the company itself are deleted. */
async function deleteRetained(deps: Deps, company: Item, due: string): Promise<ClosingResult> {
  const emis = String(company.emis);
  const db = sweepContext(deps).db;
  const budget: Budget = { writes: 0 };
  let deleted = 0;
  for (const partition of await companyPartitions(db, emis)) {
    if (partition.entity === 'company') continue;
    for await (const page of partitionItems(db, partition.pk, partition.entity)) {
      if (budget.writes >= WRITES_PER_RUN) return { emis, result: 'partial', deleted };
      await deleteKeys(
        db,
        page.map((item) => ({ pk: item.pk, sk: item.sk })),
        budget,
      );
      deleted += page.length;
    }
  }
  const media = await deleteMediaUnder(
    deps,
    companyMediaPrefixes(emis).retained,
    WRITES_PER_RUN - budget.writes,
  );
  deleted += media.deleted;
  if (!media.done) return { emis, result: 'partial', deleted };
  await deps.global.domains.forgetClosed(String(company.domain), emis);
  await db.client.send(
    new DeleteCommand({
      TableName: db.table,
      Key: companyKey(emis),
      ConditionExpression: '#sk = :due',
      ExpressionAttributeNames: { '#sk': 'gsi3sk' },
      ExpressionAttributeValues: { ':due': due },
    }),
  );
  return { emis, result: 'deleted', deleted: deleted + 1 };
}
