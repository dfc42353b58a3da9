import type { RequestContext } from '../kernel/context';
import { hasMatters } from './matters';

/** A client's matters read for a POPIA export, and each matter's time and trust lines, at most. */
const MATTERS_LIMIT = 200;
const LINES_LIMIT = 500;

const strip = <T extends { emis: string }>({ emis: _emis, ...rest }: T) => rest;

/**
 * The client's matters with their time bills and trust account and entries (s23 export): the
 * client's matters index, then each matter's own partitions, never the company's history. None
 * for a company without matters.
 */
export async function clientLegalRecords(ctx: RequestContext, clientId: string) {
  if (!hasMatters(ctx.company ?? (await ctx.tenant.company.get())))
    return { matters: [], time: [], trust: [] };
  const e = ctx.db.entities;
  const { data: matters } = await e.matter.query
    .byClient({ emis: ctx.emis, client_id: clientId })
    .go({ limit: MATTERS_LIMIT });
  const perMatter = await Promise.all(
    matters.map(async (m) => {
      const [billings, account, entries] = await Promise.all([
        e.billing.query.byCase({ emis: ctx.emis, case_id: m.id }).go({ limit: LINES_LIMIT }),
        e.trustAccount.get({ emis: ctx.emis, matter_id: m.id }).go(),
        e.trustEntry.query
          .byMatterDate({ emis: ctx.emis, matter_id: m.id })
          .go({ limit: LINES_LIMIT }),
      ]);
      return {
        time: billings.data.map((b) => ({ matter: m.file_number, ...strip(b) })),
        trust: [
          ...(account.data ? [{ matter: m.file_number, ...strip(account.data) }] : []),
          ...entries.data.map((t) => ({ matter: m.file_number, ...strip(t) })),
        ],
      };
    }),
  );
  return {
    matters: matters.map(strip),
    time: perMatter.flatMap((p) => p.time),
    trust: perMatter.flatMap((p) => p.trust),
  };
}
