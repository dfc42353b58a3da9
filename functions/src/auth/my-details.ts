import type { SaveMyDetailsBody } from '@shared/auth/schemas';
import { stamp, type RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { auditSteps } from '../tables';
import { ACCOUNT_TRAIL } from './audit-trail';
import { authError } from './errors';
import { userView, type UserView } from './user-view';

/**
 * POST /auth/save-my-details: the caller corrects their own account's name and phone (POPIA
 * s24). The account is the caller's (the token's user), never one named in the request. The
 * audit entry names the fields changed, not their values: the old name would be a copy of
 * personal data that an erasure would have to find again.
 */
export async function saveMyDetails(
  ctx: RequestContext,
  body: SaveMyDetailsBody,
): Promise<UserView> {
  const { deps } = ctx;
  const { membership } = ctx.caller;
  const userId = membership.userId;
  const [user, companies] = await Promise.all([
    deps.accounts.getUser(userId),
    deps.accounts.companiesOf(userId),
  ]);
  if (!user) throw authError('invalidCredentials');
  const changed = [
    ...(user.name !== body.name ? ['name'] : []),
    ...((user.phone_number ?? '') !== body.phone ? ['phone_number'] : []),
  ];
  if (changed.length > 0) {
    const at = stamp(ctx);
    await commit(ctx.db, (tx) => [
      {
        name: 'user',
        write: tx.user
          .patch({ userId })
          .set({ name: body.name, phone_number: body.phone })
          .commit(),
        // An account erased meanwhile: the session no longer stands for anyone.
        onFail: authError('invalidCredentials'),
      },
      ...auditSteps(tx, ctx, {
        table: ACCOUNT_TRAIL.name,
        rowId: userId,
        action: 'update',
        field: changed.join(', '),
        newValue: 'corrected by the person',
        at,
      }),
    ]);
  }
  return userView({ ...user, name: body.name, phone_number: body.phone }, membership, companies);
}
