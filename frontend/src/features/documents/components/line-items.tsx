import { cn } from '../../../lib/cn';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import { currencySymbol, formatMoney, parseMoney } from '@shared/money/money';
import { lineTotal } from '@shared/money/totals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { quantityOf, type Draft, type DraftLine } from '../lib/draft';

type Props = {
  form: UseFormReturn<Draft>;
  /** The field array's rows (their ids key the list). */
  fields: Array<FieldArrayWithId<Draft, 'lines'>>;
  /** The lines as typed now, for the names in the labels and the line totals. */
  lines: DraftLine[];
  currency: string;
  onRemove: (index: number) => void;
  /** The free tool's lines have editable names. */
  editableNames?: boolean;
};

/** The spec's line list: name, delete icon, editable Qty and Price, LineTotal. */
export function LineItems({
  form,
  fields,
  lines,
  currency,
  onRemove,
  editableNames = false,
}: Props) {
  const symbol = currencySymbol(currency);
  const id = useId();
  const { errors } = form.formState;
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  if (fields.length === 0)
    return (
      <div className="grid gap-1.5">
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No lines yet: pick an item above.
        </p>
        {listError && <p className="text-sm text-destructive">{listError}</p>}
      </div>
    );
  return (
    <ul aria-label="Lines" className="grid gap-2">
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const price = parseMoney(line.priceText);
        const total = price === null ? null : lineTotal(price, quantityOf(line.qtyText));
        const name = line.name || `Line ${index + 1}`;
        const priceError = errors.lines?.[index]?.priceText?.message;
        const priceErrorId = `${id}-${index}-price-error`;
        // The server's refusal of the line's item (deleted since it was picked, say).
        const itemError = errors.lines?.[index]?.item_id?.message;
        const qtyPath = `lines.${index}.qtyText` as const;
        const pricePath = `lines.${index}.priceText` as const;
        return (
          <li
            key={field.id}
            // The name has its own row (whole, wrapped); Qty, Price and the total go below it.
            className={cn(
              'grid grid-cols-[4rem_7rem_1fr_auto] items-center gap-2 rounded-md border p-2 sm:grid-cols-[5rem_8rem_1fr_auto]',
              itemError && 'border-destructive',
            )}
          >
            {editableNames ? (
              <Input
                className="col-span-3"
                aria-label={`Description of line ${index + 1}`}
                placeholder="Description"
                {...form.register(`lines.${index}.name`)}
              />
            ) : (
              // The whole name, wrapped: a cut one ("Lenovo...") does not say which item it is.
              <span className="col-span-3 min-w-0 text-sm font-medium break-words">
                {line.name}
              </span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <label className="grid gap-1 text-xs text-muted-foreground">
              <span className="sm:sr-only">Qty</span>
              <Input
                aria-label={`Qty of ${name}`}
                inputMode="numeric"
                {...form.register(qtyPath, {
                  // The spec's quantity: digits only, at least 1, shown as read.
                  onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
                    form.setValue(qtyPath, String(quantityOf(event.target.value))),
                })}
              />
            </label>
            <label className="grid gap-1 text-xs text-muted-foreground">
              <span className="sm:sr-only">Price</span>
              <span className="relative">
                <span className="pointer-events-none absolute top-1/2 left-2 -translate-y-1/2 text-sm text-muted-foreground">
                  {symbol}
                </span>
                <Input
                  aria-label={`Price of ${name}`}
                  inputMode="decimal"
                  className="pl-8"
                  aria-invalid={price === null || priceError ? true : undefined}
                  aria-describedby={priceError ? priceErrorId : undefined}
                  {...form.register(pricePath, {
                    // A price that reads is shown with two decimals.
                    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                      const cents = parseMoney(event.target.value);
                      if (cents !== null) form.setValue(pricePath, (cents / 100).toFixed(2));
                    },
                  })}
                />
              </span>
            </label>
            <output
              aria-label={`LineTotal of ${name}`}
              className="col-span-2 self-end pb-2.5 text-right text-sm font-semibold whitespace-nowrap tabular-nums sm:self-center sm:pb-0"
            >
              {total === null ? '—' : formatMoney(total, currency)}
            </output>
            {priceError && (
              <p id={priceErrorId} className="col-span-full text-sm text-destructive">
                {priceError}
              </p>
            )}
            {itemError && (
              <p className="col-span-full text-sm text-destructive">
                {name}: {itemError}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
