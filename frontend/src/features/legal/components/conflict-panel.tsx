import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCompany } from '../../../lib/company';
import { CONFLICT_LIST_LIMIT } from '@shared/legal/conflicts';
import { useMatterConflicts, type ConflictsInput } from '../api/legal-api';

/** How long the typing must pause before the check runs. */
export const CONFLICT_DEBOUNCE_MS = 400;
/** A party field is checked once it holds this many characters. */
export const CONFLICT_MIN_CHARS = 3;

const ROLE: Record<'petitioner' | 'respondent', string> = {
  petitioner: 'Applicant',
  respondent: 'Respondent',
};

const percent = (score: number) => `${Math.round(score * 100)} % match`;

/** What is checked: the chosen client, and each party field holding at least 3 characters. */
export function conflictInput(
  clientID: string | undefined,
  petitioners: string | undefined,
  respondents: string | undefined,
): ConflictsInput {
  const party = (text: string | undefined) => {
    const value = text?.trim() ?? '';
    return value.length >= CONFLICT_MIN_CHARS ? value : undefined;
  };
  return {
    ...(clientID ? { clientID } : {}),
    ...(party(petitioners) ? { petitioners: party(petitioners) } : {}),
    ...(party(respondents) ? { respondents: party(respondents) } : {}),
  };
}

/**
 * The conflict check of a new matter (issue 13): as the client and parties are filled in, and
 * once the typing pauses, the company's clients and the parties of its other matters whose
 * names resemble them are listed here, before Submit. It warns and never blocks: deciding is
 * the attorney's. Its region is live, so what it finds is announced; a failure is a quiet note.
 */
export function ConflictPanel({
  clientID,
  petitioners,
  respondents,
  className,
}: {
  clientID?: string;
  petitioners?: string;
  respondents?: string;
  className?: string;
}) {
  const { labels } = useCompany();
  // Debounced as one text, so the three fields settle together.
  const key = JSON.stringify(conflictInput(clientID, petitioners, respondents));
  const settled = useDebouncedValue(key, CONFLICT_DEBOUNCE_MS);
  const input = JSON.parse(settled) as ConflictsInput;
  const enabled = Object.keys(input).length > 0;
  const check = useMatterConflicts(input, enabled);

  let body: React.ReactNode;
  if (!enabled) body = null;
  else if (check.isError)
    body = (
      <p className="text-xs text-muted-foreground">
        The conflict check could not run just now ({check.error.message}). You may still submit.
      </p>
    );
  else if (!check.data)
    body = <p className="text-xs text-muted-foreground">Checking for conflicts…</p>;
  else if (check.data.conflicts === 0)
    body = (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
        No possible conflict: no {labels.client.toLowerCase()} or party of another{' '}
        {labels.matter.toLowerCase()} has a name like these.
        {check.isFetching && ' Checking again…'}
      </p>
    );
  else {
    const { clients, parties, conflicts, more } = check.data;
    body = (
      <section
        aria-label="Possible conflicts"
        className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
      >
        <h3 className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          Possible conflicts ({more ? `${conflicts}+` : conflicts})
          {check.isFetching && (
            <span className="text-xs font-normal opacity-80">checking again…</span>
          )}
        </h3>
        <p className="text-xs">
          These names resemble this {labels.matter.toLowerCase()}’s {labels.client.toLowerCase()} or
          parties. Check them before opening it; you may still submit.
        </p>
        <ul className="grid gap-1.5">
          {clients.map((c) => (
            <li key={`client-${c.id}`} className="min-w-0 break-words">
              <span className="font-medium">{c.name}</span>
              {`${c.client_reference ? ` (${c.client_reference})` : ''} — ${labels.client}; like “${c.matched}” · ${percent(c.score)}`}
            </li>
          ))}
          {parties.map((p) => (
            <li key={`party-${p.matter_id}-${p.role}-${p.name}`} className="min-w-0 break-words">
              <span className="font-medium">{p.name}</span>
              {` — ${ROLE[p.role]} in ${p.file_number}: ${p.title}; like “${p.matched}” · ${percent(p.score)}`}
            </li>
          ))}
        </ul>
        {more && (
          <p className="text-xs font-medium">
            More names resemble these than are listed: the closest {CONFLICT_LIST_LIMIT} of each
            kind are shown. Search the {labels.client.toLowerCase()}s and{' '}
            {labels.matter.toLowerCase()}s for the rest.
          </p>
        )}
      </section>
    );
  }

  return (
    <div aria-live="polite" className={className} data-testid="conflict-check">
      {body}
    </div>
  );
}
