import type { ListPage } from '@shared/catalogue/fields';
import type { AddCaseBody, MattersListQuery } from '@shared/legal/schemas';
import { planIncludes } from '@shared/plans/entitlements';
import { formatDate } from '@shared/time/sast';
import type { CompanyRecord } from '../db/records';
import { invoicesOfMatter as invoicesOfClientMatter, invoiceView } from '../documents';
import { clientExistsCheck, clientsById, findClient } from '../clients';
import { type RequestContext } from '../kernel/context';
import { readFigure } from '../kernel/aggregates';
import { checkedCursor, pageOf } from '../kernel/pager';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { MATTER_BILLED } from './billed';
import { legalError } from './errors';
import { MATTER_UNBILLED } from './figures';
import {
  legalLookups,
  matterOr404,
  referencesExist,
  type LegalLookups,
  type MatterRecord,
} from './records';

/** Matters are rows of the cases table: written with its row rules, file-number marker and audit. */
const matters = /* @__PURE__ */ tableRecord('cases');

/** Missing matter dates default to this many days ahead (extended.md §9). */
export const MATTER_DATE_DAYS = 60;

/** Whether a company has matter management: its plan alone decides (issue 27), not its industry. */
export const hasMatters = (company: CompanyRecord | undefined): boolean =>
  planIncludes(company?.plan, 'matters');

const orNull = <T>(value: T | undefined): T | null => value ?? null;
const idName = (row: { id: string; name: string } | undefined) =>
  row ? { id: row.id, name: row.name } : null;

/**
 * A matter as the screens read it (extended.md §3 Case/matter): its own fields, and its court
 * type, scale, attorney type and status named (`status` with its colour); the client as `client`
 * when known.
 */
export function matterView(
  matter: MatterRecord,
  lookups: LegalLookups,
  client?: { id: string; name: string; client_reference?: string | null },
) {
  const status = matter.status_id ? lookups.statuses.get(matter.status_id) : undefined;
  return {
    id: matter.id,
    title: matter.title,
    file_number: matter.file_number,
    client_id: matter.client_id,
    client_reference: orNull(matter.client_reference),
    client: client
      ? { id: client.id, name: client.name, client_reference: orNull(client.client_reference) }
      : null,
    petitioners: orNull(matter.petitioners),
    respondents: orNull(matter.respondents),
    presiding_officer: orNull(matter.presiding_officer),
    start_date: orNull(matter.start_date),
    end_date: orNull(matter.end_date),
    date_captured: orNull(matter.date_captured),
    court_type_id: orNull(matter.court_type_id),
    court_type: idName(matter.court_type_id ? lookups.courts.get(matter.court_type_id) : undefined),
    scale_id: orNull(matter.scale_id),
    scale: idName(matter.scale_id ? lookups.scales.get(matter.scale_id) : undefined),
    attorney_type_id: orNull(matter.attorney_type_id),
    attorney: idName(
      matter.attorney_type_id ? lookups.attorneys.get(matter.attorney_type_id) : undefined,
    ),
    status_id: orNull(matter.status_id),
    status: status ? { id: status.id, name: status.name, color: orNull(status.color) } : null,
    description: orNull(matter.description),
    notes: orNull(matter.notes),
    outcome: orNull(matter.outcome),
    created_at: orNull(matter.created_at),
    updated_at: orNull(matter.updated_at),
    row_version: orNull(matter.row_version),
  };
}
export type MatterView = ReturnType<typeof matterView>;

/** Client names by id (a batch read). */
async function clientNames(ctx: RequestContext, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, { id: string; name: string }>();
  const { data } = await clientsById(ctx, wanted);
  return new Map(data.map((client) => [client.id, client]));
}

/** The matters' trust balances by matter id (one batch read of their trust accounts). */
async function trustBalances(ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const { data } = await ctx.db.entities.trustAccount
    .get(ids.map((id) => ({ emis: ctx.emis, matter_id: id })))
    .go();
  return new Map(data.map((account) => [account.matter_id, account.balance]));
}

/** The matters' unbilled totals by matter id (one batch read of their aggregate items). */
async function unbilledTotals(ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const { data } = await ctx.db.entities.aggregate
    .get(ids.map((key) => ({ emis: ctx.emis, name: MATTER_UNBILLED, key })))
    .go();
  return new Map(data.map((item) => [item.key, item.amount ?? 0]));
}

/**
 * get-all-cases: a page of the company's matters (the picker's and the matters list's), of one
 * status when `status` is given, each with its status, client and figures: the next open task's
 * due date (a field of the matter), the unbilled total and the trust balance in cents (batch
 * reads of the page's aggregate items and trust accounts: never a matter's bills or tasks).
 */
export function listCases(ctx: RequestContext, q: MattersListQuery): Promise<ListPage<unknown>> {
  const query = ctx.db.entities.matter.query.byCompany({ emis: ctx.emis });
  const status = q.status;
  return pageOf(
    status ? query.where((a, op) => op.eq(a.status_id, status)) : query,
    { field: 'pk', value: `${ctx.emis}#matter` },
    q,
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const [clients, lookups, trust, unbilled] = await Promise.all([
        clientNames(
          ctx,
          rows.map((r) => r.client_id),
        ),
        legalLookups(ctx),
        trustBalances(ctx, ids),
        unbilledTotals(ctx, ids),
      ]);
      return rows.map((r) => {
        const state = r.status_id ? lookups.statuses.get(r.status_id) : undefined;
        return {
          id: r.id,
          title: r.title,
          file_number: r.file_number,
          client_reference: orNull(r.client_reference),
          client: { id: r.client_id, name: clients.get(r.client_id)?.name ?? null },
          status_id: orNull(r.status_id),
          status: state ? { id: state.id, name: state.name, color: orNull(state.color) } : null,
          next_task_due: orNull(r.next_task_due),
          unbilled: unbilled.get(r.id) ?? 0,
          trust_balance: trust.get(r.id) ?? 0,
        };
      });
    },
  );
}

/** A `YYYY-MM-DD` date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * add-case: a new matter for one of the company's clients. The file number is unique in the
 * company (its marker is written with the matter: a taken one is 409); the client, court type,
 * scale, attorney type and status named are checked in the same transaction. Missing start and
 * end dates default to 60 days ahead (extended.md §9).
 */
export async function addCase(ctx: RequestContext, body: AddCaseBody) {
  const form = body.caseObj;
  const client = await findClient(ctx.db, ctx.emis, form.selectedClientID);
  if (!client) throw legalError('noClient');
  const today = formatDate(ctx.clock.now());
  const ahead = addDays(today, MATTER_DATE_DAYS);
  const { id, row, steps } = matters.create(ctx, {
    title: form.caseTitle,
    file_number: form.fileNumber,
    client_id: client.id,
    client_reference: client.client_reference ?? client.id_number,
    petitioners: form.casePetitioner,
    respondents: form.caseRespondent,
    presiding_officer: form.presidingOfficer,
    description: form.caseDescription,
    notes: form.notes,
    court_type_id: form.courtTypeID,
    scale_id: form.scaleID,
    attorney_type_id: form.attorneyTypeID,
    status_id: form.statusID,
    start_date: form.startDate ?? ahead,
    end_date: form.endDate ?? ahead,
    date_captured: today,
    created_by: ctx.caller.userId || undefined,
  });
  await commit(ctx.db, (tx) => [
    ...steps(tx),
    {
      name: 'client',
      write: clientExistsCheck(tx, ctx.emis, client.id),
      onFail: legalError('noClient'),
    },
    ...referencesExist(tx, ctx, {
      courtType: form.courtTypeID,
      scale: form.scaleID,
      attorneyType: form.attorneyTypeID,
      caseStatus: form.statusID,
    }),
  ]);
  const view = matterView(row as MatterRecord, await legalLookups(ctx), client);
  return { status: 'success' as const, id, case: view };
}

/** The invoices of a matter: its invoice list's (documents, one Query and a batch read). */
export async function invoicesOfMatter(ctx: RequestContext, matter: MatterRecord) {
  return invoicesOfClientMatter(ctx, matter.id);
}

/** A matter's bills listed at most (the newest); its billed total is an aggregate, not a sum. */
export const MATTER_BILLS_LIMIT = 1000;

/** The bills of a matter, at most MATTER_BILLS_LIMIT, the newest (one Query of its index). */
export async function billsOfMatter(ctx: RequestContext, caseId: string) {
  const { data } = await ctx.db.entities.billing.query
    .byCase({ emis: ctx.emis, case_id: caseId })
    .go({ order: 'desc', limit: MATTER_BILLS_LIMIT });
  return data;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * get-selected-case: the matter with its client, court type, scale, attorney type and status,
 * its invoices' numbers and its money in cents: totalBillings (every bill, from the matter's
 * billed aggregate), totalInvoices (its
 * invoices' totals, VAT included), totalPayments (paid on them), totalOutstandings (invoiced
 * less paid).
 */
export async function selectedCase(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  const [lookups, client, invoices, billed] = await Promise.all([
    legalLookups(ctx),
    findClient(ctx.db, ctx.emis, matter.client_id),
    invoicesOfMatter(ctx, matter),
    readFigure(ctx.db, ctx.emis, MATTER_BILLED, matter.id),
  ]);
  const totalInvoices = sum(invoices.map((i) => i.total));
  const totalPayments = sum(invoices.map((i) => i.total_paid));
  return {
    ...matterView(matter, lookups, client),
    invoices: invoices.map((i) => ({ invoice_number: i.number, total: i.total })),
    totalBillings: billed.amount,
    totalInvoices,
    totalPayments,
    totalOutstandings: totalInvoices - totalPayments,
  };
}

/** get-invoices-selected-data: the matter's invoices, as the invoice screens read them. */
export async function matterInvoices(ctx: RequestContext, caseId: string) {
  const matter = await matterOr404(ctx, caseId);
  const invoices = await invoicesOfMatter(ctx, matter);
  return invoices.sort((a, b) => b.number - a.number).map(invoiceView);
}

/** A page's last key in the byClient index (gsi1): the table's keys and the index's. */
const INDEX_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
const clientMattersPartition = (emis: string, clientId: string) => ({
  field: 'gsi1pk',
  value: `${emis}#client_matters#${clientId}`,
});

/**
 * The client profile's matters list (title, court.name, status.name): a page of `limit` from one
 * Query of the matter's byClient index, after `cursor` (the previous page's, proven to be this
 * client's matters; null: the list ran out, nothing read); none for a company whose plan has no
 * matter management.
 */
export async function clientMatters(
  ctx: RequestContext,
  clientId: string,
  page: { limit: number; cursor?: string | null },
) {
  const none = { data: [], cursor: null };
  if (page.cursor === null || !hasMatters(ctx.company ?? (await ctx.tenant.company.get())))
    return none;
  const cursor = checkedCursor(page.cursor, clientMattersPartition(ctx.emis, clientId), INDEX_KEYS);
  const [{ data, cursor: next }, lookups] = await Promise.all([
    ctx.db.entities.matter.query
      .byClient({ emis: ctx.emis, client_id: clientId })
      .go({ limit: page.limit, cursor: cursor ?? null }),
    legalLookups(ctx),
  ]);
  return {
    data: data.map((matter) => {
      const view = matterView(matter, lookups);
      return {
        id: view.id,
        title: view.title,
        file_number: view.file_number,
        court: view.court_type ? { name: view.court_type.name } : null,
        status: view.status,
      };
    }),
    cursor: next,
  };
}
