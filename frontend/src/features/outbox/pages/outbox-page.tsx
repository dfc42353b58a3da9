import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLocalOutbox, type OutboxMessage } from '../api/get-local-outbox';
import { useSandboxOrders, type SandboxOrder } from '../api/get-sandbox-orders';
import { FormAlert } from '../../../components/ui/form-alert';

function Messages({ kind }: { kind: 'email' | 'sms' }) {
  const outbox = useLocalOutbox(kind);
  if (outbox.isPending) return <Skeleton className="h-40 w-full" />;
  if (outbox.isError) return <FormAlert>{outbox.error.message}</FormAlert>;
  if (outbox.data.length === 0)
    return <p className="py-10 text-center text-muted-foreground">Nothing sent yet.</p>;
  return (
    <ol className="space-y-4">
      {outbox.data.map((message: OutboxMessage) => (
        <li key={message.id} className="rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <time>{message.time}</time>
            <span aria-hidden="true">·</span>
            <span>To {message.to}</span>
            {message.tenant && <Badge variant="outline">{message.tenant}</Badge>}
            {message.status && <Badge variant="success">{message.status}</Badge>}
          </div>
          <h2 className="mt-2 font-semibold">
            {message.subject ?? message.title ?? '(no subject)'}
          </h2>
          <p className="mt-2 whitespace-pre-wrap">{message.body}</p>
          {message.links.length > 0 && (
            <ul className="mt-3 space-y-1">
              {message.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex items-center gap-1 font-medium text-brand underline-offset-4 hover:underline"
                  >
                    {link.label} <ExternalLink className="size-4" aria-hidden="true" />
                    <span className="sr-only">({link.href})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

const STATE_BADGE: Record<SandboxOrder['state'], 'success' | 'outline' | 'secondary'> = {
  paid: 'success',
  open: 'outline',
  cancelled: 'secondary',
};

/** The sandbox card gateway's recent payments: what was asked, decided and notified. */
function CardPayments() {
  const orders = useSandboxOrders();
  if (orders.isPending) return <Skeleton className="h-40 w-full" />;
  if (orders.isError) return <FormAlert>{orders.error.message}</FormAlert>;
  if (orders.data.length === 0)
    return <p className="py-10 text-center text-muted-foreground">No card payments yet.</p>;
  return (
    <ol className="space-y-4" aria-label="Card payments">
      {orders.data.map((order) => (
        <li key={order.id} className="rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <time dateTime={order.at}>{order.at.replace('T', ' ').slice(0, 19)}</time>
            <Badge variant={STATE_BADGE[order.state]}>{order.state}</Badge>
            {order.notified ? (
              <Badge variant={order.notified.status === 200 ? 'success' : 'destructive'}>
                Notified: {order.notified.status || 'no answer'}
                {order.notified.attempts > 1 ? ` after ${order.notified.attempts} tries` : ''}
              </Badge>
            ) : (
              order.state === 'paid' && <Badge variant="outline">Notification held back</Badge>
            )}
          </div>
          <h2 className="mt-2 font-semibold">
            R {order.amount} · {order.item_name}
          </h2>
          <p className="mt-1 font-mono text-xs break-all text-muted-foreground">
            Reference {order.m_payment_id}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Local mode, super admin: the outbox and the sandbox card gateway's payments, so a person can
 * follow an invitation or a payment end to end.
 */
export function OutboxPage() {
  useEffect(() => {
    document.title = 'Local outbox';
  }, []);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold">Local outbox</h1>
      <p className="mt-1 text-muted-foreground">
        Nothing leaves this machine: here is everything Kantoor would have sent, and the card
        payments the sandbox gateway took.
      </p>
      <Tabs defaultValue="email" className="mt-6">
        <TabsList>
          <TabsTrigger value="email">Emails</TabsTrigger>
          <TabsTrigger value="sms">SMS</TabsTrigger>
          <TabsTrigger value="payments">Card payments</TabsTrigger>
        </TabsList>
        <TabsContent value="email" className="pt-4">
          <Messages kind="email" />
        </TabsContent>
        <TabsContent value="sms" className="pt-4">
          <Messages kind="sms" />
        </TabsContent>
        <TabsContent value="payments" className="pt-4">
          <CardPayments />
        </TabsContent>
      </Tabs>
    </div>
  );
}
