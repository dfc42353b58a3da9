import { clientById, clientsById, clientsByName } from '../clients';
import {
  bestMatch,
  CONFLICT_LIST_LIMIT,
  MATTER_PARTIES,
  nameTokens,
  parsePartyLabel,
  partyNames,
  searchRanges,
  type ClientConflict,
  type ConflictsReply,
  type PartyConflict,
} from '@shared/legal/conflicts';
import type { MatterConflictsBody } from '@shared/legal/trust-schemas';
import type { RequestContext } from '../kernel/context';
import { searchNameIndex } from '../kernel/name-index';
import { trustError } from './errors-trust';
import type { MatterRecord } from './records';

const byScore = <T extends { score: number; name: string }>(a: T, b: T) =>
  b.score - a.score || a.name.localeCompare(b.name);

/**
 * Keys read per key range of the name index, and records read at most per kind: a check's cost
 * is bounded by its names, whatever the company holds. The hits are scored on the names the
 * index keeps before any record is read, and only the strongest CONFLICT_RECORDS_LIMIT of each
 * kind are read and listed (issue 24: a name shared by hundreds of clients, as a surname is in
 * a large practice, read a hundred records and grew the reply with the company).
 */
export const CONFLICT_RANGE_LIMIT = 100;
export const CONFLICT_RECORDS_LIMIT = CONFLICT_LIST_LIMIT;

type Scored = { refId: string; score: number; exact: number };

/**
 * The hits' ids, strongest resemblance first (by the labels' best score), then the most words
 * shared exactly (a name one letter off scores as high as the name itself), then by id.
 */
function strongest(scored: Scored[]): string[] {
  return scored
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || b.exact - a.exact || a.refId.localeCompare(b.refId))
    .map((hit) => hit.refId);
}

/** Records by id, at most `limit`, in batches of 100 (what BatchGetItem takes). */
async function batched<T>(ids: string[], limit: number, read: (ids: string[]) => Promise<T[]>) {
  const wanted = ids.slice(0, limit);
  const batches: Promise<T[]>[] = [];
  for (let at = 0; at < wanted.length; at += 100) batches.push(read(wanted.slice(at, at + 100)));
  return (await Promise.all(batches)).flat();
}

/**
 * check-matter-conflicts: the company's clients and the parties of its matters whose names
 * resemble the new matter's client or parties (shared/src/legal/conflicts.ts decides what
 * resembles). Reads the name index (kept with every client and matter write): a Query per key
 * range of the names checked, the hits judged by the names they carry, then a batch read of the
 * clients and matters that match, judged again as they are now. The client named by `clientID`
 * is not its own conflict; its other matters' parties are still listed.
 */
export async function matterConflicts(
  ctx: RequestContext,
  body: MatterConflictsBody,
): Promise<ConflictsReply> {
  const own = body.clientID ? await clientById(ctx, body.clientID) : undefined;
  if (body.clientID && !own) throw trustError('noClient');
  const names = [
    ...new Set([
      ...(own ? [own.name] : []),
      ...(body.clientName ? [body.clientName] : []),
      ...partyNames(body.petitioners),
      ...partyNames(body.respondents),
    ]),
  ];

  const [clientHits, partyHits] = await Promise.all([
    clientsByName(ctx, names, CONFLICT_RANGE_LIMIT),
    searchNameIndex(ctx.db, ctx.emis, MATTER_PARTIES, searchRanges(names), CONFLICT_RANGE_LIMIT),
  ]);
  // Only hits whose indexed names resemble one checked are read, the strongest first.
  const checkedWords = names.map((name) => new Set(nameTokens(name)));
  const best = (
    refId: string,
    labels: string[],
    nameOf: (label: string) => string | undefined,
  ): Scored => {
    let score = 0;
    let exact = 0;
    for (const label of labels) {
      const name = nameOf(label);
      if (name === undefined) continue;
      score = Math.max(score, bestMatch(names, name)?.score ?? 0);
      const words = nameTokens(name);
      for (const checked of checkedWords)
        exact = Math.max(exact, words.filter((word) => checked.has(word)).length);
    }
    return { refId, score, exact };
  };
  const clientIds = strongest(
    clientHits
      .filter((hit) => hit.refId !== own?.id)
      .map((hit) => best(hit.refId, hit.labels, (label) => label)),
  );
  const matterIds = strongest(
    partyHits.map((hit) => best(hit.refId, hit.labels, (label) => parsePartyLabel(label)?.name)),
  );
  const [clients, matters] = await Promise.all([
    batched(clientIds, CONFLICT_RECORDS_LIMIT, async (ids) => (await clientsById(ctx, ids)).data),
    batched(matterIds, CONFLICT_RECORDS_LIMIT, async (ids) => {
      const keys = ids.map((id) => ({ emis: ctx.emis, id }));
      return (await ctx.db.entities.matter.get(keys).go()).data as MatterRecord[];
    }),
  ]);

  const clientConflicts: ClientConflict[] = clients.flatMap((client) => {
    if (client.id === own?.id) return [];
    const match = bestMatch(names, client.name);
    return match
      ? [
          {
            id: client.id,
            name: client.name,
            client_reference: client.client_reference ?? null,
            matched: match.name,
            score: match.score,
          },
        ]
      : [];
  });
  const partyConflicts: PartyConflict[] = matters.flatMap((matter) =>
    (['petitioner', 'respondent'] as const).flatMap((role) =>
      partyNames(role === 'petitioner' ? matter.petitioners : matter.respondents).flatMap(
        (name) => {
          const match = bestMatch(names, name);
          return match
            ? [
                {
                  matter_id: matter.id,
                  title: matter.title,
                  file_number: matter.file_number,
                  client_id: matter.client_id,
                  role,
                  name,
                  matched: match.name,
                  score: match.score,
                },
              ]
            : [];
        },
      ),
    ),
  );
  return {
    checked: names,
    clients: clientConflicts.sort(byScore),
    parties: partyConflicts.sort(byScore),
    conflicts: clientConflicts.length + partyConflicts.length,
    more: clientIds.length > CONFLICT_RECORDS_LIMIT || matterIds.length > CONFLICT_RECORDS_LIMIT,
  };
}
