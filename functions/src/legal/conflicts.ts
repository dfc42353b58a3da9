import { allClients } from '../clients';
import {
  bestMatch,
  partyNames,
  type ClientConflict,
  type ConflictsReply,
  type PartyConflict,
} from '@shared/legal/conflicts';
import type { MatterConflictsBody } from '@shared/legal/trust-schemas';
import type { RequestContext } from '../kernel/context';
import { trustError } from './errors-trust';

const byScore = <T extends { score: number; name: string }>(a: T, b: T) =>
  b.score - a.score || a.name.localeCompare(b.name);

/**
 * check-matter-conflicts: the company's clients and the parties of its matters whose names
 * resemble the new matter's client or parties (shared/src/legal/conflicts.ts decides what
 * resembles). Two Queries: every matter and every client of the company, which a practice's
 * size keeps small. The client named by `clientID` is not its own conflict; its other matters'
 * parties are still listed.
 */
export async function matterConflicts(
  ctx: RequestContext,
  body: MatterConflictsBody,
): Promise<ConflictsReply> {
  const [clients, matters] = await Promise.all([
    allClients(ctx),
    ctx.db.entities.matter.query.byCompany({ emis: ctx.emis }).go({ pages: 'all' }),
  ]);
  const own = body.clientID ? clients.find((c) => c.id === body.clientID) : undefined;
  if (body.clientID && !own) throw trustError('noClient');
  const names = [
    ...new Set([
      ...(own ? [own.name] : []),
      ...(body.clientName ? [body.clientName] : []),
      ...partyNames(body.petitioners),
      ...partyNames(body.respondents),
    ]),
  ];

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
  const partyConflicts: PartyConflict[] = matters.data.flatMap((matter) =>
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
  };
}
