import { LEVEL } from '@shared/access';
import type { ClientStatementBody } from '@shared/finance/schemas';
import { clientStatement } from '@shared/finance/client-statement';
import { clientView, findClient } from '../clients';
import { invoicesOfClient, issuerOf, paymentsOfInvoice } from '../documents';
import type { RequestContext } from '../kernel/context';
import { financeError } from './errors';

/**
 * get-client-statement {clientID, dateFrom, dateTo} (not in the spec): the client's statement of
 * account for the period. Staff see every client; a parent or student only the client whose sid is
 * their own (as get-client-profile); anything else, another company's client included, is a
 * missing client. Reads: the client's invoices (one Query of byClient) and, for each invoice with
 * something paid that was issued by `dateTo`, its payments (one Query each); the browser makes
 * the PDF.
 */
export async function clientStatementOf(ctx: RequestContext, body: ClientStatementBody) {
  const client = await findClient(ctx.db, ctx.emis, body.clientID);
  if (!client) throw financeError('noClient');
  if (ctx.caller.alevel < LEVEL.staff && (!client.sid || client.sid !== ctx.caller.membership.sid))
    throw financeError('noClient');
  const invoices = await invoicesOfClient(ctx, client.id);
  const issued = invoices.filter((i) => i.date.slice(0, 10) <= body.dateTo);
  const paidOn = issued.filter((i) => i.total_paid > 0);
  const payments = (await Promise.all(paidOn.map((i) => paymentsOfInvoice(ctx, i.seq)))).flat();
  const [issuer] = await Promise.all([issuerOf(ctx)]);
  return {
    issuer,
    client: clientView(client),
    currency: issuer.currency,
    statement: clientStatement(issued, payments, body.dateFrom, body.dateTo),
  };
}
