import type { ListQuery } from '@shared/catalogue/fields';
import type { OwingAccountsPage } from '@shared/home/due';
import { schoolYearOf } from '@shared/school/finance';
import { formatDate } from '@shared/time/sast';
import { clientsOfStudent } from '../clients';
import type { RequestContext } from '../kernel/context';
import { owingAccountsPage, owingOf } from './fees';

/**
 * GET /auth/fees-owing (issue 28): a page of this school year's learners owing, by student
 * number, from the sparse owing index; each with the name of its student's client.
 */
export async function feesOwing(ctx: RequestContext, query: ListQuery): Promise<OwingAccountsPage> {
  const year = schoolYearOf(formatDate(ctx.clock.now()));
  const page = await owingAccountsPage(ctx, year, query.cursor ?? undefined, query.limit);
  const rows = await Promise.all(
    page.accounts.map(async (account) => {
      const [client] = await clientsOfStudent(ctx, account.sid);
      return { sid: account.sid, name: client?.name ?? '', year, owing: owingOf(account) };
    }),
  );
  return { rows, cursor: page.cursor };
}
