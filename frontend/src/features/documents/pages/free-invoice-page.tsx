import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Link } from 'react-router';
import type { DocumentIssuer } from '@shared/documents/types';
import { formatDate } from '@shared/time/sast';
import { Button } from '../../../components/ui/button';
import { ChoiceField, TextField } from '../../../components/form-fields';
import { DocumentEditor } from '../components/document-editor';
import { useSchemaForm } from '../../../lib/schema-form';
import { emptyDraft } from '../lib/draft';

/** The visitor's business as typed: nothing is required (the PDF shows what is given). */
const issuerForm = z.object({
  kind: z.enum(['quote', 'invoice']),
  name: z.string(),
  address: z.string(),
  vatNumber: z.string(),
});
type IssuerValues = z.output<typeof issuerForm>;
const KINDS = [
  { value: 'invoice', label: 'Tax invoice' },
  { value: 'quote', label: 'Quotation' },
] as const;

/**
 * The free invoice tool (`/free-invoices-and-quotes`, no sign-in): the same editor, totals and
 * PDF for a visitor, nothing stored, and a call to sign up.
 */
export function FreeInvoicePage() {
  const { form } = useSchemaForm<IssuerValues>(issuerForm, {
    kind: 'invoice',
    name: '',
    address: '',
    vatNumber: '',
  });
  const [kind, name, address, vatNumber] = useWatch({
    control: form.control,
    name: ['kind', 'name', 'address', 'vatNumber'],
  });
  // One object per change (the editor rebuilds its PDF when the issuer changes).
  const issuer = useMemo<DocumentIssuer>(
    () => ({
      name,
      address: address ? [address] : [],
      tax_rate: 15,
      prices_include_vat: false,
      currency: 'ZAR',
      vat_number: vatNumber || undefined,
    }),
    [name, address, vatNumber],
  );
  useEffect(() => {
    document.title = 'Free invoices and quotes · Kantoor';
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Free invoices and quotes</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Make a quotation or a tax invoice and download it as a PDF. Nothing is stored: sign up to
        keep your clients, number your invoices and take payments.
      </p>
      <section
        aria-label="Your business"
        className="mt-6 grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-4"
      >
        <ChoiceField form={form} name="kind" label="Document" options={KINDS} />
        <TextField form={form} name="name" label="Your business name" />
        <TextField form={form} name="address" label="Your address" />
        <TextField form={form} name="vatNumber" label="VAT number" />
      </section>
      <div className="mt-6">
        <DocumentEditor
          key={kind}
          mode="free"
          kind={kind}
          issuer={issuer}
          initial={emptyDraft(formatDate(new Date()))}
          aside={
            <div className="rounded-lg border bg-muted/40 p-4">
              <p className="font-medium">Keep every invoice, numbered and paid up.</p>
              <Button asChild className="mt-3">
                <Link to="/register">Try it For Free</Link>
              </Button>
            </div>
          }
        />
      </div>
    </div>
  );
}
