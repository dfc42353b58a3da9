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
        const qtyPath = `lines.${index}.qtyText` as const;
        const pricePath = `lines.${index}.priceText` as const;
        return (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-center gap-2 rounded-md border p-2 sm:grid-cols-[1fr_5rem_8rem_7rem_auto]"
          >
            {editableNames ? (
              <Input
                aria-label={`Description of line ${index + 1}`}
                placeholder="Description"
                {...form.register(`lines.${index}.name`)}
              />
            ) : (
              <span className="min-w-0 truncate text-sm font-medium" title={line.name}>
                {line.name}
              </span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:order-last"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <label className="grid gap-1 text-xs text-muted-foreground sm:contents">
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
            <label className="grid gap-1 text-xs text-muted-foreground sm:contents">
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
              className="col-span-2 text-right text-sm font-semibold tabular-nums sm:col-span-1"
            >
              {total === null ? '—' : formatMoney(total, currency)}
            </output>
            {priceError && (
              <p id={priceErrorId} className="col-span-full text-sm text-destructive">
                {priceError}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
