import { FREQUENCIES, FREQUENCY_LABELS } from '@shared/documents/recurrence';
import {
  ChoiceField,
  DateField,
  MoneyField,
  PickerField,
  TextField,
} from '../../../components/form-fields';
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
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { usePickList } from '../api/get-pick-lists';
import { useSaveRecurringInvoice } from '../api/recurring-invoices';
import {
  isBlank,
  recurringDialogForm,
  recurringValues,
  toItem,
  type RecurringSeed,
  type RecurringValues,
} from '../lib/recurring-form';
import { RecurringLines } from './recurring-lines';

export type { RecurringSeed };

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/**
 * Sets an invoice up as recurring (or changes a recurring invoice): the client, the lines, the
 * discount and comment, days to pay, and how often from when to when. Checked by the server's
 * own schema; the server prices the lines when each invoice is issued.
 */
export function RecurringDialog({
  open,
  onOpenChange,
  seed,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  seed: RecurringSeed | null;
  today: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {seed?.id ? 'Change recurring invoice' : 'New recurring invoice'}
          </DialogTitle>
          <DialogDescription>
            An invoice is issued on each run date (Johannesburg time) and numbered like any other.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <RecurringForm
            key={seed?.id ?? 'new'}
            seed={seed ?? {}}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecurringForm({
  seed,
  today,
  onDone,
}: {
  seed: RecurringSeed;
  today: string;
  onDone: () => void;
}) {
  const clients = usePickList('clients');
  const save = useSaveRecurringInvoice();
  const { form, alert, submitWith } = useSchemaForm<RecurringValues>(
    recurringDialogForm,
    recurringValues(seed, today),
  );

  const options = [
    ...(seed.client && !clients.data?.some((c) => c.id === seed.client)
      ? [{ value: seed.client, label: seed.clientName ?? seed.client }]
      : []),
    ...(clients.data ?? []).map((c) => ({ value: c.id, label: c.name, description: c.detail })),
  ];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submitWith(recurringDialogForm, async (values) => {
      const saved = await save.mutateAsync({
        ...(seed.id ? { id: seed.id } : {}),
        client: values.client,
        frequency: values.frequency as (typeof FREQUENCIES)[number],
        startDate: values.startDate,
        endDate: values.endDate || null,
        dueDays: values.dueDays,
        discount: values.discount || '0',
        comment: values.comment || undefined,
        items: values.items.filter((line) => !isBlank(line)).map(toItem),
      });
      toast.success(saved.message);
      onDone();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PickerField
        form={form}
        name="client"
        label="Client"
        required
        options={options}
        placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
        disabled={clients.isPending && !seed.client}
      />
      <RecurringLines form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          form={form}
          name="frequency"
          label="How often"
          required
          options={FREQUENCY_OPTIONS}
        />
        <TextField
          form={form}
          name="dueDays"
          label="Days to pay"
          inputMode="numeric"
          hint="Each invoice is due this many days after its date."
        />
        <DateField form={form} name="startDate" label="First invoice on" required />
        <DateField
          form={form}
          name="endDate"
          label="Last invoice by (optional)"
          hint="Leave empty to keep issuing until you end it."
        />
        <MoneyField form={form} name="discount" label="Discount" />
        <TextField form={form} name="comment" label="Comment" />
      </div>
      <FormAlert>{alert}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save recurring invoice
        </Button>
      </DialogFooter>
    </form>
  );
}
