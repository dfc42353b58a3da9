import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS } from '@shared/documents/recurrence';
import { parseMoney } from '@shared/money/money';
import {
  RECEIVABLES_MESSAGES,
  recurringInvoiceForm,
  type RecurringInvoiceView,
} from '@shared/receivables/schemas';
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
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { usePickList } from '../api/get-pick-lists';
import { useSaveRecurringInvoice } from '../api/recurring-invoices';

type ItemType = 'product' | 'service' | 'transportation';
type LineText = {
  key: number;
  item_type: ItemType;
  item_id?: string;
  name: string;
  price: string;
  qty: string;
};

/** What a recurring invoice starts from: an existing one (to change), or an invoice's terms. */
export type RecurringSeed = Partial<
  Pick<RecurringInvoiceView, 'id' | 'client' | 'clientName' | 'items' | 'discount' | 'comment'>
> &
  Partial<Pick<RecurringInvoiceView, 'frequency' | 'startDate' | 'endDate' | 'dueDays'>>;

type Values = {
  client: string;
  frequency: string;
  startDate: string;
  endDate: string;
  dueDays: string;
  discount: string;
  comment: string;
};

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const rands = (cents: number) => (cents / 100).toFixed(2);
let lineKeys = 0;
const blankLine = (): LineText => ({
  key: (lineKeys += 1),
  item_type: 'service',
  name: '',
  price: '',
  qty: '1',
});

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
  const { form, alert, setAlert, submitWith } = useSchemaForm<Values>(recurringInvoiceForm, {
    client: seed.client ?? '',
    frequency: seed.frequency ?? 'monthly',
    startDate: seed.startDate ?? today,
    endDate: seed.endDate ?? '',
    dueDays: String(seed.dueDays ?? 30),
    discount: rands(seed.discount ?? 0),
    comment: seed.comment ?? '',
  });
  const [lines, setLines] = useState<LineText[]>(() =>
    seed.items?.length
      ? seed.items.map((item) => ({
          key: (lineKeys += 1),
          item_type: item.item_type,
          item_id: item.item_id,
          name: item.name,
          price: rands(item.unit_price),
          qty: String(item.quantity),
        }))
      : [blankLine()],
  );
  const change = (key: number, patch: Partial<LineText>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const options = [
    ...(seed.client && !clients.data?.some((c) => c.id === seed.client)
      ? [{ value: seed.client, label: seed.clientName ?? seed.client }]
      : []),
    ...(clients.data ?? []).map((c) => ({ value: c.id, label: c.name, description: c.detail })),
  ];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submitWith(recurringInvoiceForm, async (values) => {
      const items = lines.filter((line) => line.name.trim() || line.price.trim());
      if (items.length === 0) {
        setAlert(RECEIVABLES_MESSAGES.noLines);
        return;
      }
      const bad = items.find((line) => !line.name.trim() || parseMoney(line.price) === null);
      if (bad) {
        setAlert('Each line needs a description and a price like 1,234.56');
        return;
      }
      const saved = await save.mutateAsync({
        ...(seed.id ? { id: seed.id } : {}),
        client: values.client,
        frequency: values.frequency as (typeof FREQUENCIES)[number],
        startDate: values.startDate,
        endDate: values.endDate || null,
        dueDays: values.dueDays,
        discount: values.discount || '0',
        comment: values.comment || undefined,
        items: items.map((line) => ({
          item_type: line.item_type,
          ...(line.item_id ? { item_id: line.item_id } : {}),
          name: line.name.trim(),
          unit_price: line.price,
          quantity: line.qty || '1',
        })),
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Lines</legend>
        {lines.map((line, index) => (
          <div
            key={line.key}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_4.5rem_auto] items-center gap-2 max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:rounded-md max-sm:border max-sm:p-2"
          >
            <Input
              aria-label={`Line ${index + 1} description`}
              placeholder="Description"
              value={line.name}
              onChange={(e) => change(line.key, { name: e.target.value })}
              className="max-sm:col-span-2"
            />
            <Input
              aria-label={`Line ${index + 1} unit price`}
              placeholder="0.00"
              inputMode="decimal"
              value={line.price}
              onChange={(e) => change(line.key, { price: e.target.value })}
            />
            <Input
              aria-label={`Line ${index + 1} quantity`}
              inputMode="numeric"
              value={line.qty}
              onChange={(e) => change(line.key, { qty: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              disabled={lines.length === 1}
              onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setLines((all) => [...all, blankLine()])}
        >
          <Plus aria-hidden="true" /> Add line
        </Button>
      </fieldset>
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
