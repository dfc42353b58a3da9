import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ulid } from 'ulid';
import {
  isClosingStatus,
  TRUST_KIND_LABELS,
  withdrawalRefusal,
  type TrustKind,
} from '@shared/legal/trust';
import { formatAmount, formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ChoiceField, DateField, MoneyField, TextField } from '../../../components/form-fields';
import { useLegalList } from '../api/legal-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { PeriodPdfForm } from '../../../components/period-pdf-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useMatterInvoices } from '../api/matters';
import { useCloseMatter, useTrustMovement, useTrustStatement } from '../api/trust';
import type { SelectedCase } from '../api/types';
import {
  closeForm,
  movementForm,
  statementForm,
  transferForm,
  typedCents,
  type MovementValues,
} from '../lib/trust-forms';
import {
  renderTrustStatement,
  trustStatementFileName,
  trustStatementInput,
} from '../lib/trust-statement';

export const TRUST_PDF_FAILED = 'The trust statement PDF could not be made. Try again.';

const TITLES: Record<TrustKind, string> = {
  deposit: 'Deposit into trust',
  transfer: 'Transfer to business',
  refund: 'Refund to client',
};

/** A shell for the trust dialogs: mounted only while open, so each opening starts afresh. */
function TrustDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** What a transfer may pay: the matter's invoices with something left on them. */
export function payableInvoices(
  invoices: ReadonlyArray<{ invoice_number: number; total: number; total_paid?: number }>,
) {
  return invoices
    .map((i) => ({ number: i.invoice_number, outstanding: i.total - (i.total_paid ?? 0) }))
    .filter((i) => i.outstanding > 0);
}

/**
 * A deposit, a transfer to business (against one of the matter's invoices with something
 * outstanding) or a refund: amount in rands (sent in exact cents), date (today by default;
 * the server refuses a future date and one before the matter's last entry) and a reference.
 * Money going out is confirmed first. One request id per opening of the dialog: a retry of the
 * same submission (a lost answer, a second click) is recorded once.
 */
export function TrustMovementDialog({
  kind,
  matter,
  balance,
  onClose,
}: {
  kind: TrustKind | null;
  matter: SelectedCase;
  balance: number;
  onClose: () => void;
}) {
  return (
    <TrustDialog open={kind !== null} onClose={onClose}>
      {kind && <MovementForm kind={kind} matter={matter} balance={balance} onClose={onClose} />}
    </TrustDialog>
  );
}

function MovementForm({
  kind,
  matter,
  balance,
  onClose,
}: {
  kind: TrustKind;
  matter: SelectedCase;
  balance: number;
  onClose: () => void;
}) {
  const { currency, labels } = useCompany();
  const [requestId] = useState(() => ulid());
  const [confirming, setConfirming] = useState<MovementValues | null>(null);
  const transfer = kind === 'transfer';
  const schema = transfer ? transferForm : movementForm;
  const { form, alert, setAlert, submitWith } = useSchemaForm<MovementValues>(schema, {
    amount: '',
    date: formatDate(new Date()),
    reference: '',
    invoiceNumber: '',
  });
  const record = useTrustMovement(matter.id, kind);
  const invoices = useMatterInvoices(matter.id);
  const payable = payableInvoices(invoices.data ?? []);
  const options = payable.map((i) => ({
    value: String(i.number),
    label: `${labels.invoice} ${i.number} · ${formatMoney(i.outstanding, currency)} due`,
  }));
  const money = (cents: number) => formatMoney(cents, currency);

  // Choosing an invoice proposes what trust can pay of it: min(outstanding, balance).
  const invoiceNumber = useWatch({ control: form.control, name: 'invoiceNumber' });
  useEffect(() => {
    const chosen = payable.find((i) => String(i.number) === invoiceNumber);
    if (chosen && balance > 0)
      form.setValue('amount', formatAmount(Math.min(chosen.outstanding, balance)));
    // `payable` is derived on each render; the choice alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoiceNumber, balance, form]);

  const send = (values: MovementValues) =>
    record.mutateAsync({
      caseID: matter.id,
      amount: typedCents(values.amount),
      date: values.date || undefined,
      reference: values.reference.trim() || undefined,
      requestId,
      ...(transfer ? { invoiceNumber: Number(values.invoiceNumber) } : {}),
    });

  const finish = async (values: MovementValues) => {
    try {
      const reply = await send(values);
      toast.success(
        `${reply.message}: ${money(reply.entry.amount)}; ${money(reply.balance)} in trust`,
      );
      onClose();
    } catch (error) {
      setConfirming(null);
      throw error;
    }
  };

  /** Checks the form; money out asks first, a deposit is recorded at once. */
  const submit = () =>
    submitWith(schema, async (values) => {
      if (kind !== 'deposit') {
        const refusal = withdrawalRefusal(balance, typedCents(values.amount));
        if (refusal) {
          setAlert(refusal);
          return;
        }
        setConfirming(values);
        return;
      }
      await finish(values);
    });

  const confirm = () => submitWith(schema, finish);

  const description =
    kind === 'deposit'
      ? `Money received from the client into trust for ${matter.file_number}.`
      : kind === 'transfer'
        ? `Trust money of ${matter.file_number} to the business account, paying one of its ${labels.invoice.toLowerCase()}s.`
        : `Trust money of ${matter.file_number} paid back to ${matter.client?.name ?? `the ${labels.client.toLowerCase()}`}.`;

  const busy = record.isPending;
  return (
    <form
      noValidate
      aria-label={TITLES[kind]}
      aria-busy={busy || undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void (confirming ? confirm() : submit());
      }}
    >
      <DialogHeader>
        <DialogTitle>{TITLES[kind]}</DialogTitle>
        <DialogDescription>
          {description} {money(balance)} is held in trust now.
        </DialogDescription>
      </DialogHeader>
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm"
          className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
        >
          <p className="font-medium">
            {kind === 'transfer'
              ? `Transfer ${money(typedCents(confirming.amount))} from trust to the business account, paying ${labels.invoice.toLowerCase()} ${confirming.invoiceNumber}?`
              : `Refund ${money(typedCents(confirming.amount))} from trust to ${matter.client?.name ?? `the ${labels.client.toLowerCase()}`}?`}
          </p>
          <p className="text-muted-foreground">
            Dated {confirming.date || formatDate(new Date())}. A trust entry cannot be changed
            afterwards: a mistake is corrected by another entry.
          </p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {transfer && (
            <div className="grid gap-1.5 sm:col-span-2">
              {invoices.isPending ? (
                <p role="status" className="text-sm text-muted-foreground">
                  Reading the {labels.invoice.toLowerCase()}s…
                </p>
              ) : invoices.isError ? (
                <FormAlert>{invoices.error.message}</FormAlert>
              ) : options.length === 0 ? (
                <p role="status" className="text-sm text-muted-foreground">
                  No {labels.invoice.toLowerCase()} of this matter has anything outstanding.
                </p>
              ) : (
                <ChoiceField
                  form={form}
                  name="invoiceNumber"
                  label={labels.invoice}
                  required
                  options={options}
                />
              )}
            </div>
          )}
          <MoneyField
            form={form}
            name="amount"
            label={`Amount (${currency === 'ZAR' ? 'rands' : currency})`}
            required
          />
          <DateField form={form} name="date" label="Date" required />
          <TextField
            form={form}
            name="reference"
            label="Reference"
            className="sm:col-span-2"
            autoComplete="off"
            placeholder={kind === 'deposit' ? 'e.g. EFT from the client' : undefined}
          />
        </div>
      )}
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        {confirming ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(null)}
            disabled={busy}
          >
            Back
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          loading={busy}
          variant={confirming ? 'destructive' : 'default'}
          autoFocus={Boolean(confirming)}
          disabled={transfer && !confirming && options.length === 0}
        >
          {confirming
            ? `Confirm ${kind === 'transfer' ? 'transfer' : 'refund'}`
            : kind === 'deposit'
              ? 'Record deposit'
              : `${TRUST_KIND_LABELS[kind]}…`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The trust statement: a period (from the first entry to today by default; either end may be
 * left open), read from get-trust-statement and made into a PDF in the browser.
 */
export function TrustStatementDialog({
  open,
  matter,
  onClose,
}: {
  open: boolean;
  matter: SelectedCase;
  onClose: () => void;
}) {
  return (
    <TrustDialog open={open} onClose={onClose}>
      <StatementForm matter={matter} onClose={onClose} />
    </TrustDialog>
  );
}

function StatementForm({ matter, onClose }: { matter: SelectedCase; onClose: () => void }) {
  const { company, currency } = useCompany();
  const read = useTrustStatement();
  return (
    <PeriodPdfForm
      title="Trust statement"
      description="The opening balance, each trust entry of the period with the running balance, and the closing balance, as a PDF. Leave From empty to start at the first entry."
      schema={statementForm}
      defaults={{ caseID: matter.id, dateFrom: '', dateTo: formatDate(new Date()) }}
      read={(values) =>
        read.mutateAsync({
          caseID: matter.id,
          dateFrom: values.dateFrom || undefined,
          dateTo: values.dateTo || undefined,
        })
      }
      reading={read.isPending}
      render={(reply) => renderTrustStatement(trustStatementInput(reply, company, currency))}
      fileName={(values) =>
        trustStatementFileName(matter.file_number, values.dateFrom, values.dateTo)
      }
      failed={TRUST_PDF_FAILED}
      done="Trust statement downloaded"
      progress="Reading the ledger…"
      onClose={onClose}
    />
  );
}

type CloseValues = { caseID: string; statusID: string; outcome: string };

/**
 * Close the matter: a closing status (a name with "omplete" or "lose") and the outcome, after a
 * confirmation. The server refuses (409) while the matter holds trust money; its message shows.
 */
export function CloseMatterDialog({
  open,
  matter,
  onClose,
}: {
  open: boolean;
  matter: SelectedCase;
  onClose: () => void;
}) {
  return (
    <TrustDialog open={open} onClose={onClose}>
      <CloseForm matter={matter} onClose={onClose} />
    </TrustDialog>
  );
}

function CloseForm({ matter, onClose }: { matter: SelectedCase; onClose: () => void }) {
  const { labels } = useCompany();
  const statuses = useLegalList('case_statuses');
  const closing = useMemo(
    () => (statuses.data ?? []).filter((s) => isClosingStatus(s.label)),
    [statuses.data],
  );
  const { form, alert, submitWith } = useSchemaForm<CloseValues>(closeForm, {
    caseID: matter.id,
    statusID: closing.length === 1 ? (closing[0]?.value ?? '') : '',
    outcome: matter.outcome ?? '',
  });
  const close = useCloseMatter(matter.id);
  const [confirming, setConfirming] = useState<CloseValues | null>(null);
  // The only closing status is chosen once the list has come.
  useEffect(() => {
    if (closing.length === 1 && !form.getValues('statusID'))
      form.setValue('statusID', closing[0]?.value ?? '');
  }, [closing, form]);
  const statusName = (id: string) => closing.find((s) => s.value === id)?.label ?? '';

  const submit = () =>
    submitWith(closeForm, async (values) => {
      if (!confirming) {
        setConfirming(values);
        return;
      }
      try {
        await close.mutateAsync({
          caseID: matter.id,
          statusID: values.statusID,
          outcome: values.outcome.trim() || undefined,
        });
      } catch (error) {
        setConfirming(null);
        throw error;
      }
      toast.success(`${labels.matter} closed as ${statusName(values.statusID)}`);
      onClose();
    });

  return (
    <form
      noValidate
      aria-label={`Close ${labels.matter.toLowerCase()}`}
      aria-busy={close.isPending || undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Close {labels.matter.toLowerCase()}</DialogTitle>
        <DialogDescription>
          {matter.file_number}: {matter.title}. A {labels.matter.toLowerCase()} is closed only when
          it holds no trust money.
        </DialogDescription>
      </DialogHeader>
      {confirming ? (
        <p
          role="group"
          aria-label="Confirm"
          className="rounded-md border bg-muted/40 p-3 text-sm font-medium"
        >
          Close {matter.title} as {statusName(confirming.statusID)}?
        </p>
      ) : statuses.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the statuses…
        </p>
      ) : statuses.isError ? (
        <FormAlert>{statuses.error.message}</FormAlert>
      ) : closing.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          No closing status (a name such as Closed or Completed) is set up: add one to the case
          statuses in Manage Database.
        </p>
      ) : (
        <div className="grid gap-4">
          <ChoiceField
            form={form}
            name="statusID"
            label="Closing status"
            required
            options={closing}
          />
          <FormField label="Outcome" error={form.formState.errors.outcome?.message}>
            <Textarea rows={3} {...form.register('outcome')} />
          </FormField>
        </div>
      )}
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        {confirming ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(null)}
            disabled={close.isPending}
          >
            Back
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant={confirming ? 'destructive' : 'default'}
          loading={close.isPending}
          autoFocus={Boolean(confirming)}
          disabled={!confirming && closing.length === 0}
        >
          {confirming ? `Confirm close` : `Close ${labels.matter.toLowerCase()}…`}
        </Button>
      </DialogFooter>
    </form>
  );
}
