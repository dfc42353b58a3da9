import { LEVEL } from '@shared/access';
import type { ClientStatementBody } from '@shared/finance/schemas';
import { clientView, findClient } from '../clients';
import { clientStatementPage, issuerOf } from '../documents';
import type { RequestContext } from '../kernel/context';
import { financeError } from './errors';

/**
 * get-client-statement {clientID, dateFrom, dateTo, cursor?, limit?} (not in the spec): the
 * client's statement of account for the period. Staff see every client; a parent or student
 * only the client whose sid is their own (as get-client-profile); anything else, another
 * company's client included, is a missing client. The opening, charges, payments and closing
 * come from the client's running figures and the lines are one page of the period (`cursor`:
 * the next page's, null on the last), so its cost never grows with the client's history; the
 * browser reads every page and makes the PDF.
 */
export async function clientStatementOf(ctx: RequestContext, body: ClientStatementBody) {
  const client = await findClient(ctx.db, ctx.emis, body.clientID);
  if (!client) throw financeError('noClient');
  if (ctx.caller.alevel < LEVEL.staff && (!client.sid || client.sid !== ctx.caller.membership.sid))
    throw financeError('noClient');
  const [issuer, page] = await Promise.all([
    issuerOf(ctx),
    clientStatementPage(ctx, client.id, body, { cursor: body.cursor, limit: body.limit }),
  ]);
  return {
    issuer,
    client: clientView(client),
    currency: issuer.currency,
    statement: page.statement,
    cursor: page.cursor,
  };
}
