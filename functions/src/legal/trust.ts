import { clientById } from '../clients';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import {
  entryDateRefusal,
  isClosingStatus,
  TRUST_KIND_LABELS,
  TRUST_PAYMENT_METHOD,
  trustDelta,
  trustSeq,
  trustStatement,
  withdrawalRefusal,
  type TrustEntryView,
  type TrustKind,
} from '@shared/legal/trust';
import type {
  CloseMatterBody,
  MatterTrustBody,
  TrustMovementBody,
  TrustStatementBody,
  TrustTransferBody,
} from '@shared/legal/trust-schemas';
import { formatDate } from '@shared/time/sast';
import type { MatterEntity } from './entities/matter.entity';
import type { TrustAccountEntity } from './entities/trust-account.entity';
import type { TrustEntryEntity } from './entities/trust-entry.entity';
import { invoicePaymentSteps, readInvoice } from '../documents';
import { stamp, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { badCursor, decodeCursor } from '../kernel/pager';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import { tableRecord, tableRow } from '../tables';
import { caseStatusName, readTrustAccount, trustClosingGuard } from './matter-trust';
import { badEntryDate, insufficientFunds, overInvoice, trustError } from './errors-trust';

type MatterRecord = EntityItem<typeof MatterEntity>;
type AccountRecord = EntityItem<typeof TrustAccountEntity>;
type EntryRecord = EntityItem<typeof TrustEntryEntity>;

/** The request records' scope of the three movements (kernel/request.ts): an id is one movement. */
const REQUEST_SCOPE = 'trust';
const BUSY = { busy: trustError('busy') };

/** A matter of the caller's company; another company's answers exactly like a missing one. */
export async function readMatter(ctx: RequestContext, id: string): Promise<MatterRecord> {
  const { data } = await ctx.db.entities.matter
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  if (!data) throw trustError('noMatter');
  return data;
}

export const entryView = (e: EntryRecord): TrustEntryView => ({
  seq: Number(e.seq),
  kind: e.kind,
  label: TRUST_KIND_LABELS[e.kind],
  amount: e.amount,
  delta: trustDelta(e.kind, e.amount),
  balance_after: e.balance_after,
  date: e.entry_date,
  reference: e.reference ?? null,
  invoice_number: e.invoice_number ?? null,
  recorded_by: e.created_by ?? null,
  recorded_at: e.created_at ?? null,
});

/** The matter as the trust routes name it. */
async function matterView(ctx: RequestContext, matter: MatterRecord) {
  const client = await clientById(ctx, matter.client_id);
  return {
    matter: {
      id: matter.id,
      title: matter.title,
      file_number: matter.file_number,
      status_id: matter.status_id ?? null,
    },
    client: {
      id: matter.client_id,
      name: client?.name ?? '',
      client_reference: client?.client_reference ?? matter.client_reference ?? null,
    },
  };
}

/**
 * The account's write of an entry: the balance moved and the version raised, on condition that
 * the version is still the one read and, for money going out, that the balance covers it (the
 * database's own guarantee that a matter's trust balance is never negative). A failed condition
 * is a lost race: the attempt reads again and decides afresh.
 */
function accountStep(
  tx: TxEntities,
  matter: MatterRecord,
  account: AccountRecord | undefined,
  delta: number,
  date: string,
  at: string,
): Step {
  const key = { emis: matter.emis, matter_id: matter.id };
  if (!account)
    return {
      name: 'account',
      write: tx.trustAccount
        .create({
          ...key,
          client_id: matter.client_id,
          balance: delta,
          last_date: date,
          created_at: at,
          updated_at: at,
          row_version: 1,
        })
        .commit(),
      onFail: 'retry',
    };
  const version = account.row_version;
  return {
    name: 'account',
    write: tx.trustAccount
      .patch(key)
      .set({
        balance: account.balance + delta,
        last_date: account.last_date && account.last_date > date ? account.last_date : date,
        updated_at: at,
        row_version: version + 1,
      })
      .where((a, op) =>
        delta < 0
          ? `${op.eq(a.row_version, version)} AND ${op.gte(a.balance, -delta)}`
          : op.eq(a.row_version, version),
      )
      .commit(),
    onFail: 'retry',
  };
}

/**
 * A deposit's check that its matter is open: refused (409) when its status closes it, and held in
 * the transaction by a check that the status is still the one read, so a deposit racing the
 * matter's closing cannot leave money in a closed matter (the closing checks the balance).
 */
async function stillOpen(ctx: RequestContext, tx: TxEntities, matterId: string): Promise<Step> {
  const current = await readMatter(ctx, matterId);
  const status = current.status_id;
  if (status && isClosingStatus(await caseStatusName(ctx, status)))
    throw trustError('closedMatter');
  return {
    name: 'matter open',
    write: tx.matter
      .check({ emis: ctx.emis, id: matterId })
      .where((a, op) => (status ? op.eq(a.status_id, status) : op.notExists(a.status_id)))
      .commit(),
    onFail: 'retry',
  };
}

type Movement = TrustMovementBody & { invoiceNumber?: number };

const RECORDED: Record<TrustKind, string> = {
  deposit: 'Trust deposit recorded',
  transfer: 'Trust transfer recorded',
  refund: 'Trust refund recorded',
};

/**
 * One trust entry in ONE transaction: the entry, the account's balance under its condition, the
 * request's record (a resend is recorded once: it answers the entry already recorded), and for
 * a transfer the payment on the invoice (method 'Trust') with the invoice's paid total. Money out
 * is refused (409) beyond the balance; a transfer also beyond what is left on its invoice, and
 * for an invoice of another client.
 */
async function recordMovement(ctx: RequestContext, kind: TrustKind, body: Movement) {
  const matter = await readMatter(ctx, body.caseID);
  const db = ctx.db;
  const at = stamp(ctx);
  const today = formatDate(ctx.clock.now());
  const date = body.date ?? today;
  const delta = trustDelta(kind, body.amount);

  // The kernel records the request id with the entry: one scope for the three movements, so an
  // id answers only the movement it was sent for (another body with it: 409).
  const request = requestOf(ctx);
  const result = await transaction(
    db,
    async (tx) => {
      const account = await readTrustAccount(db, ctx.emis, matter.id);
      const balance = account?.balance ?? 0;
      const dateRefusal = entryDateRefusal(date, today, account?.last_date);
      if (dateRefusal) throw badEntryDate(dateRefusal);
      if (delta < 0 && withdrawalRefusal(balance, body.amount)) throw insufficientFunds(balance);

      const paymentSteps: Step[] = [];
      if (kind === 'deposit') paymentSteps.push(await stillOpen(ctx, tx, matter.id));
      if (kind === 'transfer') {
        const number = body.invoiceNumber!;
        const invoice = await readInvoice(db, ctx.emis, number);
        if (!invoice) throw trustError('noInvoice');
        if (invoice.client_id !== matter.client_id) throw trustError('otherClient');
        const left = invoice.total - invoice.total_paid;
        if (body.amount > left) throw overInvoice(number, left);
        paymentSteps.push(
          ...invoicePaymentSteps(tx, ctx.emis, invoice, {
            id: ulid(),
            amount: body.amount,
            method: TRUST_PAYMENT_METHOD,
            date,
            by: ctx.caller.userId,
            at,
          }),
        );
      }

      const seq = trustSeq((account?.row_version ?? 0) + 1);
      const entry: EntryRecord = {
        emis: ctx.emis,
        matter_id: matter.id,
        seq,
        kind,
        amount: body.amount,
        balance_after: balance + delta,
        entry_date: date,
        reference: body.reference,
        invoice_number: kind === 'transfer' ? body.invoiceNumber : undefined,
        request_id: body.requestId,
        created_by: ctx.caller.userId,
        created_at: at,
      };
      return {
        value: entry,
        steps: [
          accountStep(tx, matter, account, delta, date, at),
          // Numbered by the account's version, which the account's step holds still.
          { name: 'entry', write: tx.trustEntry.create(entry).commit(), onFail: 'retry' },
          ...paymentSteps,
        ],
      };
    },
    { ...BUSY, request: request && { ...request, scope: REQUEST_SCOPE } },
  );
  if (!result.written) throw new Error(`Trust entry refused by ${result.refused.join(', ')}`);
  const { value: entry, replayed = false } = result;
  const account = replayed ? await readTrustAccount(db, ctx.emis, matter.id) : undefined;
  return {
    status: 'success' as const,
    message: RECORDED[kind],
    entry: entryView(entry),
    balance: replayed ? (account?.balance ?? 0) : entry.balance_after,
    replayed,
  };
}

export const trustDeposit = (ctx: RequestContext, body: TrustMovementBody) =>
  recordMovement(ctx, 'deposit', body);
export const trustRefund = (ctx: RequestContext, body: TrustMovementBody) =>
  recordMovement(ctx, 'refund', body);
export const trustTransfer = (ctx: RequestContext, body: TrustTransferBody) =>
  recordMovement(ctx, 'transfer', body);

/** get-matter-trust: the matter, its balance and its entries newest first, a page at a time. */
export async function matterTrust(ctx: RequestContext, body: MatterTrustBody) {
  const matter = await readMatter(ctx, body.caseID);
  const partition = { field: 'pk', value: `${ctx.emis}#trust_entry` };
  const start = decodeCursor(body.cursor, partition);
  // A cursor of another matter's ledger is not one of this list.
  if (start && !start.sk?.startsWith(`${matter.id}#`)) throw badCursor();
  const [view, account, page] = await Promise.all([
    matterView(ctx, matter),
    readTrustAccount(ctx.db, ctx.emis, matter.id),
    ctx.db.entities.trustEntry.query
      .byMatter({ emis: ctx.emis, matter_id: matter.id })
      .go({ order: 'desc', limit: body.limit, cursor: body.cursor ?? null }),
  ]);
  return {
    ...view,
    balance: account?.balance ?? 0,
    entries: page.data.map(entryView),
    cursor: page.cursor,
  };
}

/** A statement's lines at most: a longer period is refused (the screen asks for a shorter one). */
export const STATEMENT_LINES_LIMIT = 1000;

/**
 * The entries a statement of `[from, to]` needs, by the matter's date index (entries are in date
 * order as well as recording order): the last entry before the period (its balance is the
 * opening) and the period's entries. Two Queries, bounded by the period, not the ledger.
 */
async function statementEntries(
  ctx: RequestContext,
  matterId: string,
  from?: string,
  to?: string,
): Promise<EntryRecord[]> {
  const byDate = () =>
    ctx.db.entities.trustEntry.query.byMatterDate({ emis: ctx.emis, matter_id: matterId });
  // `~` sorts after `#`: every entry of the day `to` is in range.
  const until = to ? `${to}~` : undefined;
  const period = from
    ? until
      ? byDate().between({ entry_date: from }, { entry_date: until })
      : byDate().gte({ entry_date: from })
    : until
      ? byDate().lte({ entry_date: until })
      : byDate();
  const [before, lines] = await Promise.all([
    from ? byDate().lt({ entry_date: from }).go({ order: 'desc', limit: 1 }) : { data: [] },
    period.go({ limit: STATEMENT_LINES_LIMIT + 1 }),
  ]);
  if (lines.data.length > STATEMENT_LINES_LIMIT) throw trustError('longStatement');
  return [...before.data, ...lines.data];
}

/** get-trust-statement: opening balance, the period's lines with the running balance, closing. */
export async function trustStatementOf(ctx: RequestContext, body: TrustStatementBody) {
  const matter = await readMatter(ctx, body.caseID);
  const [view, entries] = await Promise.all([
    matterView(ctx, matter),
    statementEntries(ctx, matter.id, body.dateFrom, body.dateTo),
  ]);
  return {
    ...view,
    ...trustStatement(entries.map(entryView), body.dateFrom, body.dateTo),
    date: formatDate(ctx.clock.now()),
  };
}

/** The matters' data table: close-matter writes the matter through it (row rules, audit). */
const MATTERS_TABLE = 'cases';

/** The matter's write that closes it, through its data table, as read in this attempt. */
async function closingWrite(
  ctx: RequestContext,
  tx: TxEntities,
  matter: MatterRecord,
  changes: { status_id: string; outcome?: string },
): Promise<Step[]> {
  const row = await tableRow(ctx, MATTERS_TABLE, matter.id);
  if (!row) throw trustError('noMatter');
  return tableRecord(MATTERS_TABLE).update(ctx, row, changes).steps(tx);
}

/**
 * close-matter: the matter's status set to a closing one (and its outcome), in one transaction
 * with the closing guard: refused (409) while the matter holds trust money.
 */
export async function closeMatter(ctx: RequestContext, body: CloseMatterBody) {
  await readMatter(ctx, body.caseID);
  const name = await caseStatusName(ctx, body.statusID);
  if (name === undefined) throw trustError('noStatus');
  if (!isClosingStatus(name)) throw trustError('notClosing');
  const changes = {
    status_id: body.statusID,
    ...(body.outcome !== undefined ? { outcome: body.outcome } : {}),
  };
  await transaction(
    ctx.db,
    async (tx) => {
      const matter = await readMatter(ctx, body.caseID);
      return [
        await trustClosingGuard(ctx, tx, matter.id),
        ...(await closingWrite(ctx, tx, matter, changes)),
      ];
    },
    BUSY,
  );
  return { status: 'success' as const, message: 'Matter closed', caseID: body.caseID, ...changes };
}
