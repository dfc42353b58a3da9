import { ArrowRightLeft, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { changeDomainBody, type DomainChangeView } from '@shared/domains/schemas';
import type { DnsRecord } from '@shared/onboarding/schemas';
import { TextField } from '../../../components/form-fields';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import {
  useCancelDomainChange,
  useChangeDomain,
  useCheckDomainChange,
  useDomainChange,
} from '../api/domain-change';

const STATES = {
  active: { label: 'Active', variant: 'success' },
  'pending-validation': { label: 'Pending validation', variant: 'outline' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

const RECORD_HINTS: Record<DnsRecord['type'], string> = {
  CNAME: 'CNAME record',
  ALIAS: 'ALIAS or ANAME record (at the domain itself, where DNS allows no CNAME)',
  'HTTP redirect': 'Redirect on your current web server (certificate validation)',
};

/**
 * The records a pending domain still needs: one row each (type, name, value), stacked on a phone
 * so that long names wrap instead of scrolling.
 */
function RecordsList({ records }: { records: DnsRecord[] }) {
  return (
    <div className="grid gap-2">
      <div
        aria-hidden="true"
        className="hidden gap-4 px-3 text-sm text-muted-foreground sm:grid sm:grid-cols-[7rem_1fr_1fr]"
      >
        <span>Type</span>
        <span>Name</span>
        <span>Value</span>
      </div>
      <ul aria-label="DNS records to set" className="grid gap-2">
        {records.map((record) => (
          <li
            key={`${record.type}:${record.name}`}
            title={RECORD_HINTS[record.type]}
            className="grid gap-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm sm:grid-cols-[7rem_1fr_1fr] sm:gap-4"
          >
            <span className="font-semibold">{record.type}</span>
            <span className="break-all">
              <span className="font-sans text-muted-foreground sm:hidden">Name: </span>
              {record.name}
            </span>
            <span className="break-all">
              <span className="font-sans text-muted-foreground sm:hidden">Value: </span>
              {record.value}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        ALIAS (also called ANAME or flattened CNAME) goes on the domain itself, where DNS allows no
        CNAME; if your DNS provider has neither, point only www and redirect the bare domain to it.
      </p>
    </div>
  );
}

/** The form that starts a change, behind a confirmation that says what will happen. */
function ChangeForm({ view }: { view: DomainChangeView }) {
  const { form, alert, submitWith, fail } = useSchemaForm<{ new_domain: string }>(
    changeDomainBody,
    { new_domain: '' },
  );
  const change = useChangeDomain();
  const [asking, setAsking] = useState<string | null>(null);
  const submit = () =>
    submitWith(changeDomainBody, async (values) => {
      setAsking(values.new_domain.trim().toLowerCase());
    });
  return (
    <>
      <form
        noValidate
        aria-label="Change the domain"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          form={form}
          name="new_domain"
          label="New domain"
          required
          placeholder="yourcompany.co.za"
          autoComplete="off"
          hint={
            view.zone
              ? `Your own domain (with and without www.), or a name under ${view.zone} such as yourname.${view.zone}, which works at once.`
              : 'Your own domain: with and without www. both work.'
          }
        />
        <FormAlert>{alert}</FormAlert>
        <div>
          <Button type="submit" loading={change.isPending}>
            <ArrowRightLeft aria-hidden="true" /> Change domain
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Move your website to ${asking ?? ''}?`}
        description={`Your site keeps answering at ${view.domain} until ${asking ?? ''} is set up and its certificate issued. Then links and emails use the new domain, and ${view.domain} is released: anyone may register it after that.`}
        confirmLabel="Change domain"
        onConfirm={async () => {
          try {
            const next = await change.mutateAsync({ new_domain: asking ?? '' });
            form.reset({ new_domain: '' });
            toast.success(
              next.pending
                ? `${asking ?? ''} is claimed: set the DNS records below.`
                : `Your website now answers at ${next.domain}.`,
            );
          } catch (error) {
            fail(error);
          }
        }}
      />
    </>
  );
}

/** The pending change: its state, the records to set, Check now and Cancel change. */
function PendingChange({ view }: { view: DomainChangeView }) {
  const pending = view.pending!;
  const check = useCheckDomainChange();
  const cancel = useCancelDomainChange();
  const [cancelling, setCancelling] = useState(false);
  const state = STATES[pending.status];
  return (
    <div className="grid gap-3" data-testid="pending-change">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold break-all">{pending.domain}</h3>
        <Badge variant={state.variant} data-testid="pending-state">
          {state.label}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Answers on {pending.hosts.join(' and ')}. Your site stays at {view.domain} until this domain
        is active; then it switches by itself (or when you check now).
      </p>
      {pending.status === 'failed' && (
        <p className="text-sm text-destructive">
          The certificate could not be issued. Check the records, then cancel and change again.
        </p>
      )}
      {pending.records.length > 0 && (
        <>
          <p className="text-sm">Set these records at your domain&apos;s DNS provider:</p>
          <RecordsList records={pending.records} />
        </>
      )}
      {check.isError && <FormAlert>{errorText(check.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          loading={check.isPending}
          onClick={() =>
            check.mutate(undefined, {
              onSuccess: (next) =>
                next.pending
                  ? toast.info(`${pending.domain} is not active yet.`)
                  : toast.success(`Your website now answers at ${next.domain}.`),
            })
          }
        >
          <RefreshCw aria-hidden="true" /> Check now
        </Button>
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          <X aria-hidden="true" /> Cancel change
        </Button>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel the move to ${pending.domain}?`}
        description={`Your site stays at ${view.domain}, and ${pending.hosts.join(' and ')} is free for others again.`}
        confirmLabel="Cancel change"
        cancelLabel="Keep it"
        destructive
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(undefined);
            toast.success('The domain change is cancelled.');
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </div>
  );
}

/**
 * Site Domain's "Change domain" (issue 27): the domain now and its names, a pending change with
 * its state and DNS records, or the form that starts one.
 */
export function DomainChangeSection() {
  const view = useDomainChange();
  return (
    <section
      aria-labelledby="domain-change-title"
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="domain-change-title" className="text-lg font-semibold">
        Change domain
      </h2>
      {view.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : view.isError ? (
        <FormAlert>{view.error.message}</FormAlert>
      ) : (
        <>
          <p className="text-muted-foreground">
            Your website answers at{' '}
            <span className="font-medium break-all text-foreground">
              {view.data.hosts.join(' and ')}
            </span>
            .
            {view.data.previous &&
              ` It moved from ${view.data.previous.domain} on ${view.data.previous.switched_at.slice(0, 10)}.`}
          </p>
          {view.data.pending ? <PendingChange view={view.data} /> : <ChangeForm view={view.data} />}
        </>
      )}
    </section>
  );
}
