import { CircleCheck, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoney } from '@shared/money/money';
import { markRefundedBody, type RefundOwedView, type RefundStatus } from '@shared/refunds/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';
import { useMarkRefunded, useRefunds } from '../api/refunds';

const KIND_LABELS = {
  'store-order': 'Store order',
  'sign-up': 'Sign-up',
  'invoice-payment': 'Invoice payment',
} as const;

/** The provider's note on how the refund was made; the dialog closes once it is saved. */
function MarkRefundedDialog({ refund, onClose }: { refund: RefundOwedView; onClose: () => void }) {
  const { form, alert, submitWith } = useSchemaForm<{ id: string; note: string }>(
    markRefundedBody,
    { id: refund.id, note: '' },
  );
  const mark = useMarkRefunded();
  const submit = () =>
    submitWith(markRefundedBody, async (values) => {
      await mark.mutateAsync(values);
      toast.success(`Marked refunded: ${formatMoney(refund.amount, refund.currency)}.`);
      onClose();
    });
  return (
    <form
      noValidate
      aria-label="Mark refunded"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Mark refunded</DialogTitle>
        <DialogDescription>
          {formatMoney(refund.amount, refund.currency)} to {refund.payer_name} (gateway payment{' '}
          {refund.gateway_payment_id}). Refund it at the gateway first, then say how here.
        </DialogDescription>
      </DialogHeader>
      <FormField
        label="Note"
        required
        error={form.formState.errors.note?.message}
        hint="The gateway's refund reference, or how the money was paid back."
      >
        <Textarea rows={3} {...form.register('note')} />
      </FormField>
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={mark.isPending}>
          Mark refunded
        </Button>
      </DialogFooter>
    </form>
  );
}

function RefundCard({
  refund,
  onMark,
}: {
  refund: RefundOwedView;
  onMark: (refund: RefundOwedView) => void;
}) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm" data-testid="refund">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold">
            {formatMoney(refund.amount, refund.currency)}
          </span>
          <Badge variant="outline">{KIND_LABELS[refund.kind]}</Badge>
          {refund.status === 'refunded' && (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" /> Refunded
            </Badge>
          )}
        </div>
        <span className="text-sm text-muted-foreground">{refund.created_at}</span>
      </div>
      <p className="text-sm">{refund.reason}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Company</dt>
        <dd className="break-all">
          {refund.company_name} ({refund.emis})
        </dd>
        <dt className="text-muted-foreground">{refund.kind === 'sign-up' ? 'Domain' : 'Order'}</dt>
        <dd className="break-all">{refund.reference}</dd>
        <dt className="text-muted-foreground">Paid by</dt>
        <dd className="break-all">
          {refund.payer_name} ({refund.payer_email})
        </dd>
        <dt className="text-muted-foreground">Gateway payment</dt>
        <dd className="font-mono break-all">{refund.gateway_payment_id || 'unknown'}</dd>
        {refund.status === 'refunded' && (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd>
              {refund.refunded_at} by {refund.refunded_by}: {refund.note}
            </dd>
          </>
        )}
      </dl>
      {refund.status === 'owed' && (
        <div>
          <Button variant="outline" size="sm" onClick={() => onMark(refund)}>
            <Undo2 aria-hidden="true" /> Mark refunded
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Refunds Owed (the provider's super admins, issue 27): card payments the product took and could
 * not deliver on (store orders paid short or whose stock was gone, sign-ups whose domain was
 * taken while paying), newest first, to refund at the gateway and mark refunded with a note.
 */
export function RefundsOwedPage() {
  const [status, setStatus] = useState<RefundStatus>('owed');
  const [marking, setMarking] = useState<RefundOwedView | null>(null);
  const list = useRefunds(status);
  useEffect(() => {
    document.title = 'Refunds Owed';
  }, []);
  const body = list.isPending ? (
    <div className="grid gap-3" aria-label="Loading refunds">
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  ) : list.isError ? (
    <div className="grid gap-3">
      <FormAlert>{list.error.message}</FormAlert>
      <div>
        <Button variant="outline" onClick={list.retry}>
          Try again
        </Button>
      </div>
    </div>
  ) : list.rows.length === 0 ? (
    <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
      {status === 'owed' ? 'No refunds are owed.' : 'No refunds have been made yet.'}
    </p>
  ) : (
    <>
      <ul className="grid gap-3">
        {list.rows.map((refund) => (
          <RefundCard key={refund.id} refund={refund} onMark={setMarking} />
        ))}
      </ul>
      <LoadMore more={list} />
    </>
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Refunds Owed</h1>
        <p className="mt-1 text-muted-foreground">
          Card payments taken that could not be delivered on. Refund each at the gateway, then mark
          it refunded.
        </p>
      </div>
      <Tabs value={status} onValueChange={(value) => setStatus(value as RefundStatus)}>
        <TabsList>
          <TabsTrigger value="owed">Owed</TabsTrigger>
          <TabsTrigger value="refunded">Refunded</TabsTrigger>
        </TabsList>
        {/* Each tab controls a panel (aria-controls must name one); only the open one is drawn. */}
        {(['owed', 'refunded'] as const).map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === status && body}
          </TabsContent>
        ))}
      </Tabs>
      <Dialog open={marking !== null} onOpenChange={(open) => !open && setMarking(null)}>
        <DialogContent>
          {marking && <MarkRefundedDialog refund={marking} onClose={() => setMarking(null)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
