import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * notify-payment (`/notify-payment`): the spec's debug screen, the query parameters and nothing
 * else. (The gateway's real notification goes to POST /payments/notify, server to server.)
 */
export function NotifyPaymentPage() {
  const [params] = useSearchParams();
  const entries = [...params.entries()];
  useEffect(() => {
    document.title = 'Notify payment';
  }, []);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">Notify payment</h1>
      {entries.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No query parameters.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-card p-4 font-mono text-sm">
          {entries.map(([name, value], index) => (
            <div key={`${name}-${index}`} className="contents">
              <dt className="font-semibold">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
