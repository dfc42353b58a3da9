import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DocumentIssuer } from '@shared/documents/types';
import { formatDate } from '@shared/time/sast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { DocumentEditor } from '../components/document-editor';
import { emptyDraft } from '../lib/draft';

/**
 * The free invoice tool (`/free-invoices-and-quotes`, no sign-in): the same editor, totals and
 * PDF for a visitor, nothing stored, and a call to sign up.
 */
export function FreeInvoicePage() {
  const [kind, setKind] = useState<'quote' | 'invoice'>('invoice');
  const [issuer, setIssuer] = useState<DocumentIssuer>({
    name: '',
    address: [],
    tax_rate: 15,
    prices_include_vat: false,
    currency: 'ZAR',
  });
  useEffect(() => {
    document.title = 'Free invoices and quotes · Kantoor';
  }, []);
  const set = (patch: Partial<DocumentIssuer>) =>
    setIssuer((current) => ({ ...current, ...patch }));

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
        <FormField label="Document">
          {(field) => (
            <OptionSelect
              {...field}
              value={kind}
              onValueChange={(value) => setKind(value as 'quote' | 'invoice')}
              options={[
                { value: 'invoice', label: 'Tax invoice' },
                { value: 'quote', label: 'Quotation' },
              ]}
            />
          )}
        </FormField>
        <FormField label="Your business name">
          <Input value={issuer.name} onChange={(event) => set({ name: event.target.value })} />
        </FormField>
        <FormField label="Your address">
          <Input
            value={issuer.address.join(', ')}
            onChange={(event) => set({ address: event.target.value ? [event.target.value] : [] })}
          />
        </FormField>
        <FormField label="VAT number">
          <Input
            value={issuer.vat_number ?? ''}
            onChange={(event) => set({ vat_number: event.target.value || undefined })}
          />
        </FormField>
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
