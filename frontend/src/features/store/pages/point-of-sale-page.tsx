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
import { saleTotals, saleVatOf, vatStatement } from '@shared/money/totals';
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
import { ProductImage } from '../components/product-image';
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

/** The tiles' filter for every category, and the group of products without one. */
const ALL = 'All';
const OTHER = 'Other';

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
 * Point of sale (`/point-of-sale`, Premium and Legal plans): product tiles with their pictures
 * by category for a touch screen (issue 28), narrowed by a search by name or code (a barcode
 * scanner types the code and Enter), a cart, cash with the change due or card, and the
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
  const [category, setCategory] = useState(ALL);
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

  // The tiles: the chosen category's products in stock, narrowed by the search as it is typed.
  const categories = useMemo(
    () =>
      [...new Set((products.data ?? []).map((p) => p.category_name ?? OTHER))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [products.data],
  );
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (products.data ?? []).filter(
      (p) =>
        (category === ALL || (p.category_name ?? OTHER) === category) &&
        (!text || matches(p, text)),
    );
  }, [products.data, search, category]);

  // The sale's total by the company's VAT setting, as the server charges it.
  const vat = saleVatOf(company);
  const totals = saleTotals(
    lines.map((l) => ({ unit_price: l.product.price, quantity: l.quantity })),
    vat,
  );
  const total = totals.total;
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
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
          {categories.length > 1 && (
            <div
              role="group"
              aria-label="Categories"
              className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
            >
              {[ALL, ...categories].map((name) => (
                <Button
                  key={name}
                  size="sm"
                  variant={category === name ? 'default' : 'outline'}
                  aria-pressed={category === name}
                  className="shrink-0"
                  onClick={() => setCategory(name)}
                >
                  {name}
                </Button>
              ))}
            </div>
          )}
          {products.isPending ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, k) => (
                <Skeleton key={k} className="aspect-[4/5] w-full" />
              ))}
            </div>
          ) : products.isError ? (
            <FormAlert>{errorText(products.error)}</FormAlert>
          ) : (products.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No product in stock: receive stock in the catalogue first.
            </p>
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">No product in stock matches.</p>
          ) : (
            // The tiles scroll in their own box, so the sale stays in reach on a phone.
            <ul
              aria-label="Product tiles"
              className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 lg:max-h-[calc(100vh-18rem)]"
            >
              {shown.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    onClick={() => add(p)}
                    disabled={availableOf(p) === 0}
                    className="grid h-full w-full content-start gap-1 overflow-hidden rounded-lg border bg-card text-left shadow-xs transition hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:scale-[0.98] disabled:opacity-50"
                  >
                    {/* Named by its own text after "Add", not an aria-label that leaves the
                    price out (axe label-content-name-mismatch). */}
                    <span className="sr-only">Add </span>
                    <ProductImage
                      src={p.image ?? null}
                      name={p.name}
                      className="aspect-[4/3] w-full"
                    />
                    <span className="line-clamp-2 px-2 text-sm font-medium">{p.name}</span>
                    <span className="flex flex-wrap items-baseline justify-between gap-x-2 px-2 pb-2">
                      <span className="font-semibold whitespace-nowrap">{money(p.price)}</span>
                      <span className="text-xs whitespace-nowrap text-muted-foreground">
                        {availableOf(p)} left
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* On a phone the sale is below the tiles: a bar keeps its total one tap away (sticky
          in this section only, so it never covers the sale itself). */}
          {itemCount > 0 && (
            <a
              href="#sale"
              className="sticky bottom-2 z-10 flex items-center justify-between gap-2 rounded-lg bg-primary px-4 py-3 text-primary-foreground shadow-lg lg:hidden"
            >
              <span>
                Sale · {itemCount} {itemCount === 1 ? 'item' : 'items'}
              </span>
              <span className="font-semibold whitespace-nowrap">{money(total)}</span>
            </a>
          )}
        </section>
        <section
          id="sale"
          aria-label="Sale"
          className="grid scroll-mt-4 content-start gap-4 rounded-lg border bg-card p-4"
        >
          <h2 className="text-lg font-semibold">Sale</h2>
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No products yet: tap a tile, scan a code or search.
            </p>
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
          <p className="text-right text-xs text-muted-foreground">
            {vatStatement({ tax_rate: vat.taxRate, prices_include_vat: vat.pricesIncludeVat })}
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
