/**
 * The request id a screen sends with each write that moves money, stock, credits or a number
 * (the routes flagged `idempotent` in the route table): made once per user action, kept across a
 * double click or a retry of the same submission, so the server records the action once and
 * answers a repeat with the first reply.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const REQUEST_ID_MESSAGES = {
  missing: 'Send a request id: 8 to 64 letters, digits, - or _ (one per action, e.g. a ULID)',
  reused: 'This request id was already used for another request: send a new one',
} as const;

export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
