import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatAmount } from '@shared/money/money';
import type { BillingView, PlanCheckoutReply, PlanOption } from '@shared/plans/billing';
import type { PlanName } from '@shared/plans/entitlements';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadMore } from '../../../components/ui/load-more';
import { toast } from '../../../components/ui/sonner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { errorText } from '../../../lib/api-client';
import {
  useBilling,
  useDowngrade,
  usePlanCheckout,
  usePlanPayments,
  useRenew,
  useUpgrade,
} from '../api/plans';

const rands = (cents: number) => `R${formatAmount(cents)}`;

/** What the confirm dialog is about to do. */
type Pending =
  | { kind: 'renew'; cents: number; plan: PlanName; until: string | null }
  | { kind: 'upgrade'; option: PlanOption; daysLeft: number }
  | { kind: 'downgrade'; option: PlanOption }
  | { kind: 'cancel-downgrade'; plan: PlanName };

/** Plan & Billing: the plan year, its standing, renewal and upgrades by card, a downgrade, payments. */
export function PlanAndBillingPage() {
  const billing = useBilling();
  const [params] = useSearchParams();
  const token = params.get('token');
  const cancelled = params.get('cancelled') === '1';
  const [checkout, setCheckout] = useState<PlanCheckoutReply | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const renew = useRenew();
  const upgrade = useUpgrade();
  const downgrade = useDowngrade();

  if (checkout)
    return (
      <section className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-semibold">Plan &amp; Billing</h1>
        <CheckoutRedirect checkout={checkout.checkout} />
      </section>
    );

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'renew') setCheckout(await renew.mutateAsync());
      else if (pending.kind === 'upgrade')
        setCheckout(await upgrade.mutateAsync(pending.option.plan));
      else if (pending.kind === 'downgrade') {
        await downgrade.mutateAsync(pending.option.plan);
        toast.success(`Your plan moves to ${pending.option.plan} at the next renewal.`);
      } else {
        await downgrade.mutateAsync(null);
        toast.success(`The next renewal stays on ${pending.plan}.`);
      }
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  return (
    <section className="mx-auto grid max-w-4xl gap-4">
      <h1 className="text-2xl font-semibold">Plan &amp; Billing</h1>
      {token ? <ReturnStatus token={token} cancelled={cancelled} /> : null}
      {billing.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your plan…
        </p>
      ) : billing.isError ? (
        <FormAlert>
          {errorText(billing.error)}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : (
        <>
          <Summary view={billing.data} onRenew={(p) => setPending(p)} />
          <Upgrades view={billing.data} onChoose={(p) => setPending(p)} />
          <Downgrades view={billing.data} onChoose={(p) => setPending(p)} />
        </>
      )}
      <PaymentHistory />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? confirmTitle(pending) : ''}
        description={pending ? confirmText(pending) : ''}
        confirmLabel={
          pending?.kind === 'renew' || pending?.kind === 'upgrade' ? 'Pay by card' : 'Confirm'
        }
        onConfirm={confirm}
      />
    </section>
  );
}

function confirmTitle(p: Pending): string {
  if (p.kind === 'renew') return `Renew for ${rands(p.cents)}?`;
  if (p.kind === 'upgrade') return `Upgrade to ${p.option.plan} for ${rands(p.option.cents)}?`;
  if (p.kind === 'downgrade') return `Move to ${p.option.plan} at renewal?`;
  return 'Keep your plan at renewal?';
}

function confirmText(p: Pending): string {
  if (p.kind === 'renew')
    return `You pay ${rands(p.cents)} by card for the ${p.plan} plan${p.until ? ` until ${p.until}` : ''}. The date moves as soon as the payment is confirmed.`;
  if (p.kind === 'upgrade')
    return `You pay ${rands(p.option.cents)} by card for the ${p.daysLeft} days left of your plan year. ${p.option.plan} starts as soon as the payment is confirmed; the date stays.`;
  if (p.kind === 'downgrade')
    return `At the next renewal you pay ${rands(p.option.priceCents)} for ${p.option.plan}.${p.option.loses.length ? ` Then these stop working: ${p.option.loses.join(', ')}.` : ''}`;
  return `The next renewal stays on ${p.plan}.`;
}

const STANDING_TEXT = {
  active: 'Active',
  grace: 'In grace',
  'read-only': 'Read-only',
  closing: 'Closing',
  closed: 'Closed',
} as const;

function Summary({ view, onRenew }: { view: BillingView; onRenew: (p: Pending) => void }) {
  const lapsed = view.standing === 'grace' || view.standing === 'read-only';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {view.plan} plan
          <Badge variant={lapsed ? 'destructive' : 'success'}>
            {STANDING_TEXT[view.standing]}
            {view.standing === 'grace' && view.graceUntil ? ` until ${view.graceUntil}` : ''}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Paid until</dt>
            <dd className="font-medium">{view.paidUntil ?? 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Days left</dt>
            <dd className="font-medium">
              {view.daysLeft === null ? '—' : Math.max(0, view.daysLeft)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Yearly price</dt>
            <dd className="font-medium">{rands(view.priceCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Users</dt>
            <dd className="font-medium">
              {view.usersInUse} of {view.userLimit ?? 'unlimited'}
            </dd>
          </div>
        </dl>
        {view.standing === 'read-only' ? (
          <FormAlert>
            Your plan lapsed on {view.paidUntil} and its 14 days of grace ended on {view.graceUntil}
            : Kantoor is read-only for your company. Renew to write again at once; nothing was
            deleted.
          </FormAlert>
        ) : null}
        {view.renewal.blocked ? (
          <FormAlert>
            Your move to {view.planAtRenewal} will not apply at this renewal: {view.renewal.blocked}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={!view.paidUntil}
            onClick={() =>
              onRenew({
                kind: 'renew',
                cents: view.renewal.cents,
                plan: view.renewal.plan,
                until: view.renewal.until,
              })
            }
          >
            Renew for {rands(view.renewal.cents)}
          </Button>
          {view.renewal.until ? (
            <span className="text-sm text-muted-foreground">
              {view.renewal.plan} plan, paid until {view.renewal.until} (one year from the current
              date, whenever you pay).
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function Upgrades({ view, onChoose }: { view: BillingView; onChoose: (p: Pending) => void }) {
  if (view.upgrades.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upgrade</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {view.upgrades.map((option) => (
          <div
            key={option.plan}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
          >
            <div className="grid gap-1 text-sm">
              <span className="font-medium">
                {option.plan} · {rands(option.priceCents)} a year
              </span>
              <span className="text-muted-foreground">
                {option.change ??
                  `${rands(option.cents)} now: the yearly difference for the ${view.daysLeft} days to ${view.paidUntil} (x ${view.daysLeft}/${view.daysInYear}), rounded to the nearest cent.`}
              </span>
            </div>
            <Button
              variant="outline"
              disabled={option.change !== null}
              onClick={() =>
                onChoose({ kind: 'upgrade', option, daysLeft: Math.max(0, view.daysLeft ?? 0) })
              }
            >
              Upgrade to {option.plan}
            </Button>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function Downgrades({ view, onChoose }: { view: BillingView; onChoose: (p: Pending) => void }) {
  if (view.downgrades.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Downgrade at renewal</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {view.planAtRenewal ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span>
              At the next renewal your plan moves to <strong>{view.planAtRenewal}</strong>.
            </span>
            <Button
              variant="outline"
              onClick={() => onChoose({ kind: 'cancel-downgrade', plan: view.plan })}
            >
              Cancel the downgrade
            </Button>
          </div>
        ) : (
          view.downgrades.map((option) => (
            <div key={option.plan} className="grid gap-2 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-medium">
                  {option.plan} · {rands(option.priceCents)} a year
                </span>
                <Button
                  variant="outline"
                  disabled={option.change !== null}
                  onClick={() => onChoose({ kind: 'downgrade', option })}
                >
                  Move to {option.plan} at renewal
                </Button>
              </div>
              {option.change ? <p className="text-destructive">{option.change}</p> : null}
              {option.loses.length ? (
                <p className="text-muted-foreground">
                  Stops working on {option.plan}: {option.loses.join(', ')}.
                </p>
              ) : null}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function ReturnStatus({ token, cancelled }: { token: string; cancelled: boolean }) {
  const checkout = usePlanCheckout(token);
  if (checkout.isError) return <FormAlert>{errorText(checkout.error)}</FormAlert>;
  const status = checkout.data?.status;
  if (cancelled || status === 'cancelled' || status === 'failed')
    return <FormAlert>The card payment was not made: nothing was charged or changed.</FormAlert>;
  if (status === 'complete')
    return (
      <p role="status" className="rounded-md border border-success/30 bg-success/10 p-3 text-sm">
        Payment of {rands(checkout.data!.cents)} confirmed:{' '}
        {checkout.data!.kind === 'renewal'
          ? 'your plan is renewed.'
          : `you are on ${checkout.data!.plan}.`}
      </p>
    );
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Waiting for the card payment to be confirmed…
    </p>
  );
}

const KIND_TEXT = { renewal: 'Renewal', upgrade: 'Upgrade' } as const;

function PaymentHistory() {
  const payments = usePlanPayments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan payments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {payments.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading payments…
          </p>
        ) : payments.isError ? (
          <FormAlert>{errorText(payments.error)}</FormAlert>
        ) : payments.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plan payments yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Kind</TableHead>
                  <TableHead>Plan</TableHead>
                  <TableHead>Paid until</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Reference</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payments.rows.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="whitespace-nowrap">{p.createdAt.slice(0, 10)}</TableCell>
                    <TableCell>{KIND_TEXT[p.kind]}</TableCell>
                    <TableCell>
                      {p.planFrom === p.planTo ? p.planTo : `${p.planFrom} → ${p.planTo}`}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{p.paidUntilTo}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">{rands(p.cents)}</TableCell>
                    <TableCell className="font-mono text-xs">{p.reference}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <LoadMore more={payments} />
      </CardContent>
    </Card>
  );
}
