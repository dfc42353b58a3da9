import * as z from 'zod';
import type { ItemType } from '@shared/money/totals';
import {
  recurringInvoiceForm,
  saveRecurringInvoiceBody,
  type RecurringInvoiceView,
} from '@shared/receivables/schemas';

/** A line of the recurring invoice dialog as typed; the server prices it on each run. */
export type RecurringLine = {
  item_type: ItemType;
  item_id?: string;
  name: string;
  unit_price: string;
  quantity: string;
};

/** The recurring invoice dialog's values: text as typed, and its lines. */
export type RecurringValues = {
  client: string;
  frequency: string;
  startDate: string;
  endDate: string;
  dueDays: string;
  discount: string;
  comment: string;
  items: RecurringLine[];
};

const rands = (cents: number) => (cents / 100).toFixed(2);

export const blankLine = (): RecurringLine => ({
  item_type: 'service',
  name: '',
  unit_price: '',
  quantity: '1',
});

/** A line with neither a description nor a price is left out, as if it were not there. */
export const isBlank = (line: RecurringLine) => !line.name.trim() && !line.unit_price.trim();

/** A typed line as the save body carries it: an empty quantity is 1. */
export const toItem = (line: RecurringLine) => ({
  item_type: line.item_type,
  ...(line.item_id ? { item_id: line.item_id } : {}),
  name: line.name.trim(),
  unit_price: line.unit_price,
  quantity: line.quantity || '1',
});

/**
 * The lines, checked by the server's own `items` schema (at least one line, a name, a price like
 * 1,234.56, a whole quantity) on what is sent: blank lines are skipped, and each message is
 * filed under the line it is about.
 */
const items = z.array(z.custom<RecurringLine>()).superRefine((lines, ctx) => {
  const kept = lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
  const parsed = saveRecurringInvoiceBody.shape.items.safeParse(
    kept.map((index) => toItem(lines[index] as RecurringLine)),
  );
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const [at, ...rest] = issue.path;
    const line = typeof at === 'number' ? kept[at] : undefined;
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: line === undefined ? [] : [line, ...rest],
    });
  }
});

/** The dialog's schema: the server's fields of a recurring invoice, and its lines. */
export const recurringDialogForm = recurringInvoiceForm.and(z.object({ items }));

/** What a recurring invoice starts from: an existing one (to change), or an invoice's terms. */
export type RecurringSeed = Partial<
  Pick<RecurringInvoiceView, 'id' | 'client' | 'clientName' | 'items' | 'discount' | 'comment'>
> &
  Partial<Pick<RecurringInvoiceView, 'frequency' | 'startDate' | 'endDate' | 'dueDays'>>;

/** The dialog's first values: the seed's, else a monthly invoice from today with one blank line. */
export function recurringValues(seed: RecurringSeed, today: string): RecurringValues {
  return {
    client: seed.client ?? '',
    frequency: seed.frequency ?? 'monthly',
    startDate: seed.startDate ?? today,
    endDate: seed.endDate ?? '',
    dueDays: String(seed.dueDays ?? 30),
    discount: rands(seed.discount ?? 0),
    comment: seed.comment ?? '',
    items: seed.items?.length
      ? seed.items.map((item) => ({
          item_type: item.item_type,
          item_id: item.item_id,
          name: item.name,
          unit_price: rands(item.unit_price),
          quantity: String(item.quantity),
        }))
      : [blankLine()],
  };
}
