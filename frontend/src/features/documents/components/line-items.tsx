import { Trash2 } from 'lucide-react';
import { currencySymbol, formatMoney, parseMoney } from '@shared/money/money';
import { lineTotal } from '@shared/money/totals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { quantityOf, type DraftLine } from '../lib/draft';

type Props = {
  lines: DraftLine[];
  currency: string;
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
  /** The free tool's lines have editable names. */
  editableNames?: boolean;
};

/** The spec's line list: name, delete icon, editable Qty and Price, LineTotal. */
export function LineItems({ lines, currency, onChange, onRemove, editableNames = false }: Props) {
  const symbol = currencySymbol(currency);
  if (lines.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
        No lines yet: pick an item above.
      </p>
    );
  return (
    <ul aria-label="Lines" className="grid gap-2">
      {lines.map((line, index) => {
        const price = parseMoney(line.priceText);
        const total = price === null ? null : lineTotal(price, quantityOf(line.qtyText));
        const name = line.name || `Line ${index + 1}`;
        return (
          <li
            key={line.key}
            className="grid grid-cols-[1fr_auto] items-center gap-2 rounded-md border p-2 sm:grid-cols-[1fr_5rem_8rem_7rem_auto]"
          >
            {editableNames ? (
              <Input
                aria-label={`Description of line ${index + 1}`}
                value={line.name}
                placeholder="Description"
                onChange={(event) => onChange(line.key, { name: event.target.value })}
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
              onClick={() => onRemove(line.key)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <label className="grid gap-1 text-xs text-muted-foreground sm:contents">
              <span className="sm:sr-only">Qty</span>
              <Input
                aria-label={`Qty of ${name}`}
                inputMode="numeric"
                value={line.qtyText}
                onChange={(event) => onChange(line.key, { qtyText: event.target.value })}
                onBlur={() => onChange(line.key, { qtyText: String(quantityOf(line.qtyText)) })}
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
                  aria-invalid={price === null || undefined}
                  value={line.priceText}
                  onChange={(event) => onChange(line.key, { priceText: event.target.value })}
                  onBlur={() =>
                    price !== null && onChange(line.key, { priceText: (price / 100).toFixed(2) })
                  }
                />
              </span>
            </label>
            <output
              aria-label={`LineTotal of ${name}`}
              className="col-span-2 text-right text-sm font-semibold tabular-nums sm:col-span-1"
            >
              {total === null ? '—' : formatMoney(total, currency)}
            </output>
          </li>
        );
      })}
    </ul>
  );
}
