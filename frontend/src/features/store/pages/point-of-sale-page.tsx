import {
  Banknote,
  CreditCard,
  Download,
  Minus,
  Plus,
  Printer,
  RotateCcw,
  ScanBarcode,
  Trash2,
} from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import type { ProductView } from '@shared/catalogue/schemas';
import { featureRefusal, planIncludes } from '@shared/plans/entitlements';
import { formatMoney, parseMoney } from '@shared/money/money';
import {
  MAX_LINE_QUANTITY,
  POS_METHODS,
  STORE_MESSAGES,
  changeDue,
  type PosMethod,
  type PosSaleReply,
} from '@shared/store/schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { downloadBlob } from '../../../lib/download';
import { ownError, useSchemaForm } from '../../../lib/schema-form';
import { usePosProducts, usePosSale } from '../api/pos';
import { TillReceipt } from '../components/till-receipt';

type Line = { product: ProductView; quantity: number };

/** A code typed or scanned: looked up among the products in stock. */
const codeForm = z.object({ code: z.string() });

/** The payment as typed (sent so; the server parses it again): cash needs at least the total. */
type PaymentValues = { method: PosMethod; tendered: string };
const paymentForm = (total: number) =>
  z
    .object({ method: z.enum(POS_METHODS), tendered: z.string() })
    .superRefine(({ method, tendered }, ctx) => {
      if (method !== 'Cash') return;
      const cash = parseMoney(tendered);
      const message =
        cash === null
          ? STORE_MESSAGES.tenderedRequired
          : changeDue(total, cash) === null
            ? STORE_MESSAGES.tenderedShort
            : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['tendered'], message });
    });

const availableOf = (p: ProductView) => Math.max(0, p.stock - (p.reserved ?? 0));
const matches = (p: ProductView, text: string) =>
  p.name.toLowerCase().includes(text) || (p.code ?? '').toLowerCase().includes(text);

async function receiptPdf(
  sale: PosSaleReply,
  company: { name: string; address?: string; phone?: string; vat_number?: string },
  cashier: string,
) {
  const { buildPosReceiptPdf } = await import('@shared/pdf/pos-receipt-pdf');
  const bytes = await buildPosReceiptPdf({ ...sale, company, cashier });
  downloadBlob(
    new Blob([bytes.slice()], { type: 'application/pdf' }),
    `Receipt-${sale.invoiceNumber}.pdf`,
  );
}

/**
 * Point of sale (`/point-of-sale`, Premium and Legal plans): find products by name or code (a
 * barcode scanner types the code and Enter), a cart, cash with the change due or card, and the
 * receipt for the till's 80 mm roll or as a PDF. The server takes the stock and records the sale
 * as a paid invoice.
 */
export function PointOfSalePage() {
  const { company } = useCompany();
  const user = useSignedInUser();
  const allowed = planIncludes(company.plan, 'pos');
  const products = usePosProducts();
  const sale = usePosSale();
  // The search filters as it is typed and the cart is built by clicks: view state, not a form.
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [done, setDone] = useState<PosSaleReply | null>(null);
  // A code's message stays until the next Enter.
  const entry = useSchemaForm(codeForm, { code: '' }, { reValidateMode: 'onSubmit' });
  const currency = company.currency ?? 'ZAR';
  const money = (cents: number) => formatMoney(cents, currency);
  const header = {
    name: company.name,
    address: [company.primary_address, company.city].filter(Boolean).join(', ') || undefined,
    phone: company.primary_phone,
    vat_number: company.vat_number,
  };

  const found = useMemo(() => {
    const text = search.trim().toLowerCase();
    if (!text) return [];
    return (products.data ?? []).filter((p) => matches(p, text)).slice(0, 12);
  }, [products.data, search]);

  const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const paymentSchema = paymentForm(total);
  const payment = useSchemaForm<PaymentValues>(paymentSchema, {
    method: 'Cash',
    tendered: '',
  });
  const [method, tendered] = useWatch({
    control: payment.form.control,
    name: ['method', 'tendered'],
  });
  const cash = parseMoney(tendered);
  const change = method === 'Cash' && cash !== null ? changeDue(total, cash) : null;

  const add = (product: ProductView) => {
    payment.form.clearErrors();
    payment.setAlert(null);
    setLines((current) => {
      const line = current.find((l) => l.product.id === product.id);
      const have = line?.quantity ?? 0;
      if (have + 1 > availableOf(product)) {
        toast.error(`Only ${availableOf(product)} of ${product.name} available`);
        return current;
      }
      return line
        ? current.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l))
        : [...current, { product, quantity: 1 }];
    });
  };
  const setQuantity = (id: string, quantity: number) =>
    setLines((current) =>
      current.flatMap((l) =>
        l.product.id !== id
          ? [l]
          : quantity <= 0
            ? []
            : [{ ...l, quantity: Math.min(quantity, availableOf(l.product), MAX_LINE_QUANTITY) }],
      ),
    );

  const enterCode = (event: FormEvent) => {
    event.preventDefault();
    void entry.submitWith(codeForm, async ({ code }) => {
      const wanted = code.trim().toLowerCase();
      if (!wanted) return;
      // A scanner can be faster than the first load of the stock: the code waits for it.
      const inStock = products.data ?? (await products.refetch()).data ?? [];
      const product = inStock.find((p) => (p.code ?? '').toLowerCase() === wanted);
      if (!product) {
        entry.form.setError('code', {
          message: `No product in stock with the code ${code.trim()}`,
        });
        return;
      }
      entry.form.reset();
      add(product);
    });
  };

  const complete = () =>
    payment.submitWith(paymentSchema, async (values) => {
      const reply = await sale.mutateAsync({
        items: lines.map((l) => ({ id: l.product.id, quantity: l.quantity })),
        method: values.method,
        ...(values.method === 'Cash' ? { tendered: values.tendered } : {}),
      });
      setDone(reply);
      toast.success(`${STORE_MESSAGES.saleRecorded}: invoice ${reply.invoiceNumber}`);
    });

  const restart = () => {
    setDone(null);
    setLines([]);
    payment.reset();
    setSearch('');
  };

  if (!allowed)
    return (
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-semibold tracking-tight">Point of Sale</h1>
        <FormAlert className="mt-4">{featureRefusal('pos')}</FormAlert>
      </div>
    );

  if (done)
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        <h1 className="text-2xl font-semibold tracking-tight print:hidden">Sale recorded</h1>
        {done.method === 'Cash' && (
          <p className="text-lg print:hidden" role="status">
            Change due: <strong>{money(done.change)}</strong>
          </p>
        )}
        <TillReceipt sale={done} company={header} cashier={user.name} />
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print receipt
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void receiptPdf(done, header, user.name).catch((error: unknown) =>
                toast.error(errorText(error)),
              )
            }
          >
            <Download aria-hidden="true" /> Receipt PDF
          </Button>
          <Button variant="ghost" onClick={restart}>
            <RotateCcw aria-hidden="true" /> New sale
          </Button>
        </div>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Point of Sale</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-label="Products" className="grid content-start gap-4">
          <form onSubmit={enterCode} className="flex items-end gap-2" aria-label="Code entry">
            <FormField
              label="Code or barcode"
              error={entry.form.formState.errors.code?.message}
              className="flex-1"
            >
              <Input
                {...entry.form.register('code')}
                autoComplete="off"
                placeholder="Scan or type a code, then Enter"
              />
            </FormField>
            <Button type="submit" variant="outline">
              <ScanBarcode aria-hidden="true" /> Add
            </Button>
          </form>
          <FormField label="Search products">
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name or code"
            />
          </FormField>
          {products.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : products.isError ? (
            <FormAlert>{errorText(products.error)}</FormAlert>
          ) : search.trim() && found.length === 0 ? (
            <p className="text-sm text-muted-foreground">No product in stock matches.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Matching products">
              {found.map((p) => (
                <li key={p.id} className="flex items-center gap-3 rounded-md border p-2">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{p.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {p.code ?? 'No code'} · {availableOf(p)} available
                    </span>
                  </span>
                  <span className="font-medium">{money(p.price)}</span>
                  <Button
                    size="sm"
                    onClick={() => add(p)}
                    disabled={availableOf(p) === 0}
                    aria-label={`Add ${p.name}`}
                  >
                    <Plus aria-hidden="true" /> Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-label="Sale"
          className="grid content-start gap-4 rounded-lg border bg-card p-4"
        >
          <h2 className="text-lg font-semibold">Sale</h2>
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">No products yet: scan a code or search.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Sale lines">
              {lines.map(({ product, quantity }) => (
                <li key={product.id} className="grid gap-1 border-b pb-2 text-sm">
                  <span className="font-medium">{product.name}</span>
                  <span className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-8"
                      onClick={() => setQuantity(product.id, quantity - 1)}
                      aria-label={`One less ${product.name}`}
                    >
                      <Minus aria-hidden="true" />
                    </Button>
                    <span className="w-8 text-center" aria-label="Quantity">
                      {quantity}
                    </span>
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-8"
                      onClick={() => setQuantity(product.id, quantity + 1)}
                      aria-label={`One more ${product.name}`}
                    >
                      <Plus aria-hidden="true" />
                    </Button>
                    <span className="ml-auto">{money(product.price * quantity)}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      onClick={() => setQuantity(product.id, 0)}
                      aria-label={`Remove ${product.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex justify-between text-lg font-semibold">
            <span>Total</span>
            <span data-testid="pos-total">{money(total)}</span>
          </p>
          <fieldset className="flex gap-4">
            <legend className="mb-1 text-sm font-medium">Payment</legend>
            {(['Cash', 'Card'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input type="radio" value={m} {...payment.form.register('method')} />
                {m === 'Cash' ? (
                  <Banknote className="size-4" aria-hidden="true" />
                ) : (
                  <CreditCard className="size-4" aria-hidden="true" />
                )}
                {m}
              </label>
            ))}
          </fieldset>
          {method === 'Cash' && (
            <>
              <FormField
                label="Cash received"
                error={ownError(payment.form.formState.errors.tendered?.message, payment.alert)}
              >
                <Input
                  inputMode="decimal"
                  {...payment.form.register('tendered')}
                  placeholder="0.00"
                />
              </FormField>
              <p className="flex justify-between" role="status">
                <span>Change due</span>
                <span data-testid="pos-change">{change === null ? '—' : money(change)}</span>
              </p>
            </>
          )}
          <FormAlert>{payment.alert}</FormAlert>
          <Button
            size="lg"
            onClick={() => void complete()}
            disabled={lines.length === 0}
            loading={sale.isPending}
          >
            Complete sale
          </Button>
        </section>
      </div>
    </div>
  );
}
