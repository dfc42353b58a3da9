import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { saveInvoiceBody } from '@shared/documents/schemas';
import { createDatabase } from '../../functions/src/db/service';
import { saveInvoice } from '../../functions/src/documents/service';
import type { RequestContext } from '../../functions/src/kernel/context';
import { readConfig } from '../../functions/src/platform/config';
import type { Deps } from '../../functions/src/platform/deps';
import { api, login, testDeps } from './support';

const SHOP = 'shop.localhost';
const EMIS = 'vula-trading';

/**
 * A database whose first TransactWriteItems reaches DynamoDB and commits, then loses its reply
 * (the connection drops before the answer arrives). The SDK may not retry (maxAttempts 1), so
 * what happens next is the transaction runner's doing alone.
 */
function databaseLosingFirstReply() {
  const config = readConfig({ ...process.env, ...inject('runtimeEnv') });
  const raw = new DynamoDBClient({
    region: config.region,
    endpoint: config.dynamoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const tokens: string[] = [];
  let dropped = false;
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'TransactWriteItemsCommand') {
        const input = args.input as { ClientRequestToken?: string };
        tokens.push(input.ClientRequestToken ?? '(none)');
        if (!dropped) {
          dropped = true;
          throw Object.assign(new Error('socket hang up after the commit'), {
            name: 'TimeoutError',
            $metadata: {},
          });
        }
      }
      return result;
    },
    { step: 'initialize', name: 'loseFirstTransactionReply' },
  );
  const client = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { db: createDatabase(client, config.tableName), tokens };
}

describe('a transaction whose reply is lost', () => {
  it('writes the invoice once, under one number, and advances the counter once', async () => {
    const session = await login(`manager@${SHOP}`, SHOP);
    const saved = await api.post<{ id: string }>(
      '/auth/save-client',
      { name: `Lost Reply Logistics ${Date.now()}`, phone: '082 555 0199' },
      { token: session.token },
    );
    expect(saved.status, saved.text).toBe(200);
    const client = saved.body.id;

    const deps = testDeps();
    const before = await deps.db.entities.counter
      .get({ emis: EMIS, name: 'invoice' })
      .go({ consistent: true });
    const { db, tokens } = databaseLosingFirstReply();
    const membership = await deps.tenant(EMIS).members.get(session.user.id);
    const ctx = {
      deps: { ...deps, db } as unknown as Deps,
      db,
      clock: deps.clock,
      log: deps.log,
      requestId: 'lost-reply-test',
      sourceIp: '127.0.0.1',
      connectionIp: '127.0.0.1',
      siteHost: SHOP,
      emis: EMIS,
      tenant: deps.tenant(EMIS),
      caller: {
        userId: session.user.id,
        emis: EMIS,
        alevel: 9,
        role: 'manager',
        sid: undefined,
        membership: membership!,
        jti: 'test',
        expiresAt: 0,
      },
    } satisfies RequestContext;
    const comment = `lost reply ${Date.now()}`;

    const reply = await saveInvoice(
      ctx,
      saveInvoiceBody.parse({
        client,
        items: [
          {
            item_type: 'service',
            name: 'Courier to Pietermaritzburg',
            unit_price: '450',
            quantity: 1,
          },
        ],
        discount: 0,
        comment,
      }),
    );

    const after = await deps.db.entities.counter
      .get({ emis: EMIS, name: 'invoice' })
      .go({ consistent: true });
    expect(after.data?.value).toBe((before.data?.value ?? 0) + 1);
    expect(reply.invoiceNumber).toBe(after.data?.value);

    const { data: invoices } = await deps.db.entities.invoice.query
      .byClient({ emis: EMIS, client_id: client })
      .go({ pages: 'all' });
    const mine = invoices.filter((invoice) => invoice.comment === comment);
    expect(mine.map((invoice) => invoice.number)).toEqual([reply.invoiceNumber]);

    // The runner sent the same attempt twice, with the same idempotency token.
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(/^[0-9A-Z]{26}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });
});
