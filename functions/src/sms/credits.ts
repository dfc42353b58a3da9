import { ulid } from 'ulid';
import type { AddSmsCreditsBody } from '@shared/sms/schemas';
import { formatDateTime } from '@shared/time/sast';
import type { Database } from '../db/service';
import { commit, type RequestKey, type Step, type TxEntities } from '../kernel/transaction';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { smsError } from './errors';
import { PROVIDER_EMIS } from '@shared/company/provider';

/** The provider company: only its super admins add credits, for any company. */
/** A company starts with this many credits (core.md §9), granted through the ledger. */
export const STARTING_CREDITS = 20;

export async function readAccount(db: Database, emis: string) {
  const { data } = await db.entities.smsAccount.get({ emis }).go({ consistent: true });
  return {
    balance: data?.balance ?? 0,
    sent: data?.sent ?? 0,
    delivered: data?.delivered ?? 0,
    rejected: data?.rejected ?? 0,
  };
}

export const readBalance = async (db: Database, emis: string) =>
  (await readAccount(db, emis)).balance;

/**
 * The two writes of a spend, for the send's own transaction: the balance lowered by `credits`
 * only if it holds that many (so it never goes below zero, whatever runs at the same time),
 * and the ledger entry. The `balance` step refused means "not enough credits".
 */
export function spendSteps(
  tx: TxEntities,
  emis: string,
  spend: { credits: number; messages: number; ref: string; by?: string; now: string },
): Step[] {
  return [
    {
      name: 'balance',
      write: tx.smsAccount
        .update({ emis })
        .add({ balance: -spend.credits, sent: spend.messages })
        .where((a, op) => op.gte(a.balance, spend.credits))
        .commit(),
      onFail: 'refuse',
    },
    {
      name: 'ledger',
      write: tx.smsLedger
        .create({
          emis,
          id: ulid(),
          kind: 'spend',
          credits: -spend.credits,
          ref: spend.ref,
          by: spend.by,
          created_at: spend.now,
        })
        .commit(),
    },
  ];
}

/**
 * After the provider answered: delivered and rejected counts, and the credits of rejected
 * messages given back with a refund entry, in one transaction.
 */
export async function settleDelivery(
  db: Database,
  emis: string,
  settle: { delivered: number; rejected: number; refund: number; ref: string; now: string },
) {
  if (settle.delivered === 0 && settle.rejected === 0 && settle.refund === 0) return;
  await commit(db, (tx) => [
    {
      name: 'account',
      write: tx.smsAccount
        .update({ emis })
        .add({ delivered: settle.delivered, rejected: settle.rejected, balance: settle.refund })
        .commit(),
    },
    ...(settle.refund > 0
      ? [
          {
            name: 'ledger',
            write: tx.smsLedger
              .create({
                emis,
                id: ulid(),
                kind: 'refund',
                credits: settle.refund,
                ref: settle.ref,
                note: 'Rejected by the network',
                created_at: settle.now,
              })
              .commit(),
          },
        ]
      : []),
  ]);
}

/**
 * A grant (positive) or correction (negative) of a company's credits with its ledger entry. A
 * correction never takes the balance below zero.
 */
export async function changeCredits(
  db: Database,
  emis: string,
  change: { credits: number; note?: string; by?: string; now: string },
  request?: RequestKey,
) {
  await commit(
    db,
    (tx) => [
      {
        name: 'balance',
        write:
          change.credits > 0
            ? tx.smsAccount.update({ emis }).add({ balance: change.credits }).commit()
            : tx.smsAccount
                .update({ emis })
                .add({ balance: change.credits })
                .where((a, op) => op.gte(a.balance, -change.credits))
                .commit(),
        onFail: smsError('belowZero'),
      },
      {
        name: 'ledger',
        write: tx.smsLedger
          .create({
            emis,
            id: ulid(),
            kind: change.credits > 0 ? 'grant' : 'adjust',
            credits: change.credits,
            note: change.note,
            by: change.by,
            created_at: change.now,
          })
          .commit(),
      },
    ],
    // A purchase sent twice (the same request id) is added once.
    { request },
  );
}

/** POST /auth/add-sms-credits: a provider super admin adds (or corrects) a company's credits. */
export async function addSmsCredits(ctx: RequestContext, body: AddSmsCreditsBody) {
  if (ctx.caller.emis !== PROVIDER_EMIS) throw smsError('providerOnly');
  const db = ctx.db;
  const { data: company } = await db.entities.company.get({ emis: body.emis }).go();
  if (!company) throw smsError('noCompany', { fields: { emis: 'No such company' } });
  await changeCredits(
    db,
    body.emis,
    {
      credits: body.credits,
      note: body.note,
      by: ctx.caller.userId,
      now: formatDateTime(ctx.deps.clock.now()),
    },
    requestOf(ctx),
  );
  return { status: 'success', emis: body.emis, credits: await readBalance(db, body.emis) };
}
