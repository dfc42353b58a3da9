import { formatMoney } from '@shared/money/money';
import type { PosSaleReply } from '@shared/store/schemas';

/**
 * The sale's receipt on screen, and on the till's roll when printed: the print styles show only
 * the receipt, 72 mm of text on an 80 mm page (the PDF has the same figures).
 */
export function TillReceipt({
  sale,
  company,
  cashier,
}: {
  sale: PosSaleReply;
  company: { name: string; address?: string; phone?: string; vat_number?: string };
  cashier: string;
}) {
  const money = (cents: number) => formatMoney(cents, sale.currency);
  return (
    <section
      className="till-receipt mx-auto w-full max-w-[80mm] rounded border bg-white p-4 font-mono text-xs text-black"
      aria-label="Receipt"
    >
      <style>{`
        @media print {
          @page { size: 80mm auto; margin: 4mm; }
          body * { visibility: hidden !important; }
          .till-receipt, .till-receipt * { visibility: visible !important; }
          .till-receipt { position: absolute; left: 0; top: 0; width: 72mm; max-width: 72mm;
            border: 0; padding: 0; font-size: 9pt; }
        }
      `}</style>
      <p className="text-center text-sm font-bold">{company.name}</p>
      {company.address && <p className="text-center">{company.address}</p>}
      {company.phone && <p className="text-center">Tel {company.phone}</p>}
      {company.vat_number && <p className="text-center">VAT No {company.vat_number}</p>}
      <p className="mt-2 text-center font-bold">TAX INVOICE</p>
      <p className="flex justify-between">
        <span>Invoice {sale.invoiceNumber}</span>
        <span>{sale.date.slice(0, 16)}</span>
      </p>
      <p>Served by {cashier}</p>
      <hr className="my-1 border-dashed border-black" />
      <ul>
        {sale.lines.map((line) => (
          <li key={line.product_id}>
            <span className="block">{line.name}</span>
            <span className="flex justify-between">
              <span>
                {'  '}
                {line.quantity} x {money(line.unit_price)}
              </span>
              <span>{money(line.line_total)}</span>
            </span>
          </li>
        ))}
      </ul>
      <hr className="my-1 border-dashed border-black" />
      <p className="flex justify-between font-bold">
        <span>TOTAL</span>
        <span data-testid="receipt-total">{money(sale.total)}</span>
      </p>
      <p className="flex justify-between">
        <span>
          VAT {sale.tax_rate}% {sale.prices_include_vat === false ? 'added' : 'included'}
        </span>
        <span>{money(sale.total_tax)}</span>
      </p>
      <p className="mt-1 flex justify-between">
        <span>{sale.method === 'Cash' ? 'Cash received' : 'Paid by card'}</span>
        <span>{money(sale.tendered)}</span>
      </p>
      {sale.method === 'Cash' && (
        <p className="flex justify-between font-bold">
          <span>Change</span>
          <span data-testid="receipt-change">{money(sale.change)}</span>
        </p>
      )}
      <p className="mt-2 text-center">Thank you for your purchase</p>
    </section>
  );
}
