// Agency fees (extended.md §3 Agency fee: name, percentage): the booking dialog's picker.
import { ulid } from 'ulid';
import { EVENT_MESSAGES, type AgencyFeeView, type SaveAgencyFeeBody } from '@shared/events/schemas';
import { stamp, type RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { eventsError } from './errors';

/** A company keeps at most this many agency fees (the picker lists them whole). */
export const MAX_AGENCY_FEES = 100;
/** The figure counting a company's agency fees (key `agency_fees`). */
export const EVENT_LISTS = 'events.lists';

const feeView = (r: { id: string; name: string; percentage: number }): AgencyFeeView => ({
  id: r.id,
  name: r.name,
  percentage: r.percentage / 100,
});

/** get-all-agency-fees: the company's fees by name, whole (at most MAX_AGENCY_FEES). */
export async function listAgencyFees(ctx: RequestContext): Promise<AgencyFeeView[]> {
  const { data } = await ctx.db.entities.agencyFee.query
    .byCompany({ emis: ctx.emis })
    .go({ count: MAX_AGENCY_FEES, pages: MAX_AGENCY_FEES });
  return data.map(feeView).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * save-agency-fee (new): creates a fee, or renames or reprices one by id (another company's id
 * answers like a missing one). A booking keeps the fee it was saved with.
 */
export async function saveAgencyFee(
  ctx: Pick<RequestContext, 'db' | 'emis' | 'clock'>,
  body: SaveAgencyFeeBody,
): Promise<{ status: 'success'; fee: AgencyFeeView }> {
  const percentage = Math.round(body.percentage * 100);
  const now = stamp(ctx);
  if (body.id) {
    const id = body.id;
    const { data } = await ctx.db.entities.agencyFee
      .get({ emis: ctx.emis, id })
      .go({ consistent: true });
    if (!data) throw eventsError('noAgencyFee', { fields: { id: EVENT_MESSAGES.noAgencyFee } });
    await commit(ctx.db, (tx) => [
      {
        name: 'agency fee',
        write: tx.agencyFee
          .patch({ emis: ctx.emis, id })
          .set({ name: body.name, percentage, updated_at: now })
          .commit(),
        onFail: eventsError('noAgencyFee', { fields: { id: EVENT_MESSAGES.noAgencyFee } }),
      },
    ]);
    return { status: 'success', fee: feeView({ id, name: body.name, percentage }) };
  }
  const fee = { emis: ctx.emis, id: ulid(), name: body.name, percentage, created_at: now };
  await commit(ctx.db, (tx) => [
    { name: 'agency fee', write: tx.agencyFee.create(fee).commit() },
    // Counted in the create's transaction, so two creates at once cannot pass the cap together.
    {
      name: 'count agency fees',
      write: tx.aggregate
        .upsert({ emis: ctx.emis, name: EVENT_LISTS, key: 'agency_fees' })
        .add({ count: 1 })
        .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, MAX_AGENCY_FEES)}`)
        .commit(),
      onFail: eventsError('tooManyFees'),
    },
  ]);
  return { status: 'success', fee: feeView(fee) };
}
