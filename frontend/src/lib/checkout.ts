import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CheckoutStatus } from '@shared/payments/schemas';
import { ApiError } from './api-client';

/**
 * The gateway's notification can arrive after the browser is back on the return page: while a
 * checkout is pending the page asks again every 2 s, for up to 30 s, then offers to check again.
 */
export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_WAIT_MS = 30_000;

/** The refetch interval for a checkout in `status`, asked since `since` (ms). */
export function checkoutPollInterval(
  status: CheckoutStatus | undefined,
  since: number,
  now = Date.now(),
): number | false {
  return status === 'pending' && now - since < CHECKOUT_WAIT_MS ? CHECKOUT_POLL_MS : false;
}

/**
 * A checkout's state on a return page: re-asked while pending (see above); a 404 is final
 * ('No Payment Data Found!'), other failures are retried twice. `waitedOut` is true once a
 * pending checkout has been waited on for the whole budget; `recheck` starts waiting again.
 */
export function useCheckoutStatus<T>({
  queryKey,
  fetch,
  statusOf,
  enabled,
}: {
  queryKey: QueryKey;
  fetch: (signal: AbortSignal) => Promise<T>;
  statusOf: (data: T) => CheckoutStatus;
  enabled: boolean;
}) {
  const [since, setSince] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (q) =>
      checkoutPollInterval(q.state.data === undefined ? undefined : statusOf(q.state.data), since),
  });
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [since]);
  const pending = query.data !== undefined && statusOf(query.data) === 'pending';
  return {
    query,
    waitedOut: pending && expired && !query.isFetching,
    recheck: () => {
      setExpired(false);
      setSince(Date.now());
      void query.refetch();
    },
  };
}
