import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestContext } from '../kernel/context';
import { stamp } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { smsClientKey } from './entities/sms-message.entity';

/** A person's SMS records read for a POPIA request: this many at most (the client's partition). */
export const PERSON_MESSAGES_LIMIT = 500;
const ERASED_BODY = '(erased)';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

/** The SMS messages sent to the client and the messages written to a learner (gsi1, by client). */
async function read(ctx: Tenant, clientId: string) {
  const db = ctx.db;
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': smsClientKey(ctx.emis, clientId) },
      Limit: PERSON_MESSAGES_LIMIT,
    }),
  );
  const sent = [];
  const written = [];
  for (const item of result.Items ?? []) {
    const message = db.entities.smsMessage.parse({ Item: item }).data;
    if (message) {
      if (message.emis === ctx.emis) sent.push(message);
      continue;
    }
    const note = db.entities.studentMessage.parse({ Item: item }).data;
    if (note && note.emis === ctx.emis) written.push(note);
  }
  return { sent, written };
}

/** The SMS records of the company's sends to the client (s23 export). */
export async function clientSmsRecords(ctx: Tenant, clientId: string) {
  const { sent, written } = await read(ctx, clientId);
  return {
    sms: sent.map((m) => ({
      id: m.id,
      to: m.to,
      name: m.name ?? null,
      title: m.title,
      body: m.body,
      status: m.status,
      provider_id: m.provider_id ?? null,
      sent_at: m.created_at,
    })),
    learnerMessages: written.map((m) => ({
      id: m.id,
      body: m.body,
      sender: m.sender_name ?? null,
      at: m.created_at,
    })),
  };
}

/**
 * The erasure's writes on the client's SMS records (s24): the number, name and text replaced.
 * The credits, status and provider's id stay (the company's account of what it paid for).
 * Records already erased plan no write, so a repeat writes nothing.
 */
export async function eraseClientSmsPlan(
  ctx: RequestContext,
  clientId: string,
  placeholder: string,
) {
  const { sent, written } = await read(ctx, clientId);
  const at = stamp(ctx);
  const sentToErase = sent.filter((m) => m.to !== placeholder);
  const writtenToErase = written.filter((m) => m.body !== ERASED_BODY);
  return {
    counts: { sms: sentToErase.length + writtenToErase.length },
    steps: (tx: TxEntities): Step[] => [
      ...sentToErase.map((m) => ({
        name: `erase sms ${m.id}`,
        write: tx.smsMessage
          .patch({ emis: ctx.emis, id: m.id })
          .set({ to: placeholder, name: placeholder, body: ERASED_BODY, updated_at: at })
          .commit(),
      })),
      ...writtenToErase.map((m) => ({
        name: `erase learner message ${m.id}`,
        write: tx.studentMessage
          .patch({ emis: ctx.emis, id: m.id })
          .set({ body: ERASED_BODY })
          .commit(),
      })),
    ],
  };
}
