// The conflict check of a new matter (issue 13): which existing clients and which parties of
// other matters have a name like one of the new matter's parties. Pure: the server reads the
// company's clients and matters and asks these functions.

/** Company-form words that do not make a name different ("Khumalo Holdings (Pty) Ltd"). */
const COMPANY_FORMS = new Set([
  'pty',
  'ltd',
  'limited',
  'proprietary',
  'cc',
  'inc',
  'incorporated',
  'llc',
  'plc',
  'npc',
  'soc',
  'corp',
  'corporation',
  'co',
  'company',
  'the',
  'and',
]);

/** Name particles that do not identify anyone on their own (van der Merwe, de Villiers). */
const PARTICLES = new Set([
  'van',
  'der',
  'den',
  'de',
  'du',
  'le',
  'la',
  'von',
  'of',
  'mr',
  'mrs',
  'ms',
  'dr',
  'adv',
]);

/**
 * A name's words for comparing: accents folded, lower case, punctuation as spaces, company forms
 * dropped (`'Khumalo Holdings (Pty) Ltd'` → `['khumalo', 'holdings']`).
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((token) => token !== '' && !COMPANY_FORMS.has(token));
}

/** Levenshtein distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typing slips a word may have and still be the same word: none below 4 letters. */
const slips = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** How well two words match: 1 the same or a slip apart, 0.5 an initial, 0 not at all. */
function wordMatch(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 0.5 : 0;
  const allowed = slips(Math.min(a.length, b.length));
  return allowed > 0 && editDistance(a, b, allowed) <= allowed ? 1 : 0;
}

export type NameMatch = { score: number };

/**
 * Whether two names may be the same person or company, and how sure (0 to 1). They match when
 * their words are the same apart from case, accents, punctuation and company forms; when every
 * word of the shorter name is in the longer (`'Khumalo'` and `'Khumalo Holdings'`, `'J. Smith'`
 * and `'John Smith'`, an initial counting half), provided a word that identifies is among them;
 * when most words match with a slip or two (`'Mokwena'` for `'Mokoena'`); or when they are the
 * same letters spaced differently (`'Vandermerwe'`, `'van der Merwe'`).
 */
export function nameMatch(a: string, b: string): NameMatch | undefined {
  const left = nameTokens(a);
  const right = nameTokens(b);
  if (left.length === 0 || right.length === 0) return undefined;
  const joinedLeft = left.join('');
  const joinedRight = right.join('');
  if (joinedLeft === joinedRight) return { score: 1 };
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  const free = [...long];
  let matched = 0;
  let identifying = false;
  for (const word of short) {
    let best = 0;
    let at = -1;
    free.forEach((other, index) => {
      const value = wordMatch(word, other);
      if (value > best) [best, at] = [value, index];
    });
    if (at < 0) continue;
    matched += best;
    if (best === 1 && word.length >= 3 && !PARTICLES.has(word)) identifying = true;
    free.splice(at, 1);
  }
  const score = Math.round((matched / long.length) * 100) / 100;
  const whole = matched === short.length || (matched >= short.length - 0.5 && short.length > 1);
  if (identifying && (whole || score >= 0.6)) return { score: Math.max(score, 0.5) };
  // Spaced differently: only for names long enough that a slip is not another short name.
  const shortest = Math.min(joinedLeft.length, joinedRight.length);
  const allowed = shortest >= 14 ? 2 : shortest >= 8 ? 1 : 0;
  if (allowed > 0 && editDistance(joinedLeft, joinedRight, allowed) <= allowed)
    return { score: 0.9 };
  return undefined;
}

// The conflict check's index (functions/src/kernel/name-index.ts): each client and each matter
// party is kept under the keys of its name, and a check reads only the key ranges that can hold a
// name `nameMatch` accepts, then runs `nameMatch` on what it found.

/**
 * The index keys of a name: its words that can identify it (3 letters or more, not a particle:
 * the only words whose match makes names resemble) and all its words joined (`vandermerwe`, for
 * names spaced differently). `'van der Merwe'` → `['merwe', 'vandermerwe']`.
 */
export function nameKeys(name: string): string[] {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return [];
  const keys = new Set([tokens.join('')]);
  for (const token of tokens) if (token.length >= 3 && !PARTICLES.has(token)) keys.add(token);
  return [...keys];
}

/**
 * Where the index may hold a key within a slip or two of `key`: the key itself; with slips, also
 * the keys that begin with its first part (`prefix`) and those that end with its last part
 * (`suffix`, searched on the reversed keys). One slip leaves the first half or the last half
 * whole, so it is always found; two slips are found unless one is in the first third and the
 * other in the last (documented in docs/decisions/legal.md).
 */
export type KeyRange = { exact: string } | { prefix: string } | { suffix: string };

export function keyRanges(key: string): KeyRange[] {
  const allowed = slips(key.length);
  if (allowed === 0) return [{ exact: key }];
  const head = allowed === 1 ? Math.ceil(key.length / 2) : Math.ceil(key.length / 3);
  const tail = allowed === 1 ? Math.floor(key.length / 2) : Math.ceil(key.length / 3);
  return [{ exact: key }, { prefix: key.slice(0, head) }, { suffix: key.slice(key.length - tail) }];
}

/** Whether an index key lies in a range (what the index's Query answers, as a pure test). */
export const inRange = (range: KeyRange, key: string): boolean =>
  'exact' in range
    ? key === range.exact
    : 'prefix' in range
      ? key.startsWith(range.prefix)
      : key.endsWith(range.suffix);

/** The ranges to read for a check of these names (each range once). */
export function searchRanges(names: readonly string[]): KeyRange[] {
  const seen = new Map<string, KeyRange>();
  for (const key of new Set(names.flatMap(nameKeys)))
    for (const range of keyRanges(key)) seen.set(JSON.stringify(range), range);
  return [...seen.values()];
}

/**
 * What a record keeps in the index: per key, the labels of its names that have it (a client's
 * name; a matter's `petitioner|Thabo Nkosi`), at most `max` keys (a name's joined key first).
 */
export function indexEntries(
  entries: ReadonlyArray<{ name: string; label: string }>,
  max: number,
): Map<string, string[]> {
  const keys = new Map<string, Set<string>>();
  // Every name's joined key before any name's words: a long parties field still finds each name.
  const perName = entries.map(({ name, label }) => nameKeys(name).map((key) => ({ key, label })));
  const ordered = [
    ...perName.map((keys) => keys.slice(0, 1)),
    ...perName.map((keys) => keys.slice(1)),
  ].flat();
  for (const { key, label } of ordered) {
    if (!keys.has(key) && keys.size >= max) continue;
    keys.set(key, (keys.get(key) ?? new Set()).add(label));
  }
  return new Map([...keys].map(([key, labels]) => [key, [...labels].sort()]));
}

/**
 * The names a matter's parties field holds: one per line, or separated by commas or
 * semicolons (`'Thabo Nkosi; Lindiwe Nkosi'`).
 */
export const partyNames = (field: string | null | undefined): string[] =>
  (field ?? '')
    .split(/[\n;,]+/)
    .map((name) => name.trim())
    .filter((name) => nameTokens(name).length > 0);

/** The best match of any of `names` against `candidate`: which name, and how sure. */
export function bestMatch(
  names: readonly string[],
  candidate: string,
): { name: string; score: number } | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of names) {
    const match = nameMatch(name, candidate);
    if (match && (!best || match.score > best.score)) best = { name, score: match.score };
  }
  return best;
}

/** A client of the company whose name resembles one of the new matter's. */
export type ClientConflict = {
  id: string;
  name: string;
  client_reference: string | null;
  /** The name checked that this client's resembles, and how sure (0 to 1). */
  matched: string;
  score: number;
};

/** A party of another matter whose name resembles one of the new matter's. */
export type PartyConflict = {
  matter_id: string;
  title: string;
  file_number: string;
  client_id: string;
  role: 'petitioner' | 'respondent';
  name: string;
  matched: string;
  score: number;
};

/** check-matter-conflicts' reply: the names checked, what resembles them, and how many. */
/** The strongest hits of each kind (clients, matters) a conflict check reads and lists. */
export const CONFLICT_LIST_LIMIT = 25;

export type ConflictsReply = {
  checked: string[];
  clients: ClientConflict[];
  parties: PartyConflict[];
  conflicts: number;
  /**
   * More clients, or more matters, resemble the names than the check lists (it reads the
   * strongest 25 of each kind): the screen says so, so a person narrows the names or looks
   * further rather than reading the list as complete.
   */
  more: boolean;
};

/** The name index's scopes the conflict check reads: clients' names, and matters' parties. */
export const CLIENT_NAMES = 'client_name';
export const MATTER_PARTIES = 'matter_party';

/** At most this many keys per client, and per matter (its parties), in the name index. */
export const CLIENT_KEYS = 8;
export const MATTER_KEYS = 30;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A client's keys: its name's, labelled with the name. */
export const clientNameKeys = (row: Record<string, unknown>) =>
  indexEntries([{ name: text(row.name), label: text(row.name) }], CLIENT_KEYS);

/** A party's label in the index: its role and its name (`respondent|Sibusiso Dube`). */
export type PartyRole = 'petitioner' | 'respondent';
export const partyLabel = (role: PartyRole, name: string) => `${role}|${name}`;
export function parsePartyLabel(label: string): { role: PartyRole; name: string } | undefined {
  const at = label.indexOf('|');
  const role = label.slice(0, at);
  return role === 'petitioner' || role === 'respondent'
    ? { role, name: label.slice(at + 1) }
    : undefined;
}

/** A matter's keys: its petitioners' and respondents' names, labelled with role and name. */
export const matterPartyKeys = (row: Record<string, unknown>) =>
  indexEntries(
    (['petitioner', 'respondent'] as const).flatMap((role) =>
      partyNames(text(role === 'petitioner' ? row.petitioners : row.respondents)).map((name) => ({
        name,
        label: partyLabel(role, name),
      })),
    ),
    MATTER_KEYS,
  );
