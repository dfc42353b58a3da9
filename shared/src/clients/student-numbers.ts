/**
 * A school keeps each learner (and the learner's family) as clients carrying the learner's
 * student number (`sid`). The clients table keeps one link item per (company, student number,
 * client) in the name index under this scope, in the same transaction as the client's write,
 * so "the clients of a student number" is one Query of that number's links, never every client.
 */
export const STUDENT_NUMBERS = 'client_sid';

/** A client's student number as its link's key: none when the client has none (or a blank one). */
export function studentNumberOf(row: Record<string, unknown>): string | undefined {
  const sid = row.sid;
  return typeof sid === 'string' && sid.trim() !== '' ? sid : undefined;
}

/** A client's keys under `STUDENT_NUMBERS`: its student number, if it has one. */
export function studentNumberKeys(row: Record<string, unknown>): ReadonlyMap<string, string[]> {
  const sid = studentNumberOf(row);
  return sid === undefined ? new Map() : new Map([[sid, ['sid']]]);
}
