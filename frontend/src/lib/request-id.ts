import { useCallback, useRef } from 'react';
import { ulid } from 'ulid';

/** A new request id (a ULID): what a write that moves money, stock, credits or a number carries. */
export const newRequestId = (): string => ulid();

/**
 * One request id per user action, for the routes the server records once per id (the route
 * table's `idempotent` routes): made when the action first sends, the same for a double click or
 * a retry of that submission (the server then answers the first reply and writes nothing), and
 * renewed after a success, so the next action is a new one.
 */
export function useRequestId() {
  const id = useRef<string | null>(null);
  const current = useCallback(() => (id.current ??= newRequestId()), []);
  const renew = useCallback(() => {
    id.current = null;
  }, []);
  return { current, renew };
}
