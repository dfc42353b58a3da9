/**
 * Per-route parts of a valid request that the schema sample generator (zod-sample.ts) cannot
 * make valid by itself (a field checked against another, a value the handler needs before the
 * id check): merged over the sample's body or query. The id fields are set after these.
 */
export const BODY_OVERRIDES: Record<
  string,
  { body?: Record<string, unknown>; query?: Record<string, unknown> }
> = {};
