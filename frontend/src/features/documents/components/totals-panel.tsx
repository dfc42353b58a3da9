import { vatStatement, type DocumentTotals } from '@shared/money/totals';
import { formatMoney } from '@shared/money/money';

/** Subtotal, discount, VAT and total, as the PDF prints them. */
export function TotalsPanel({ totals, currency }: { totals: DocumentTotals; currency: string }) {
  const rows: Array<[string, number]> = [
    ['Subtotal', totals.sub_total],
    ...(totals.discount > 0 ? ([['Discount', -totals.discount]] as Array<[string, number]>) : []),
    [
      totals.prices_include_vat
        ? `VAT included (${totals.tax_rate}%)`
        : `VAT (${totals.tax_rate}%)`,
      totals.total_tax,
    ],
  ];
  return (
    <div className="grid gap-1">
      <dl aria-label="Totals" className="grid gap-1 rounded-md border bg-muted/40 p-4 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{formatMoney(cents, currency)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(totals.total, currency)}</dd>
        </div>
      </dl>
      {/* The mode the document is issued with, as its PDF states it. */}
      <p className="text-right text-xs text-muted-foreground">{vatStatement(totals)}</p>
    </div>
  );
}
