import { useQuery } from '@tanstack/react-query';
import { Download, Plus, Save } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { DocumentIssuer, PaymentView } from '@shared/documents/types';
import { currencySymbol } from '@shared/money/money';
import type { ItemType } from '@shared/money/totals';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import type { PickList } from '../api/get-pick-lists';
import {
  blankLine,
  compute,
  lineOfField,
  newLine,
  pdfInput,
  printedNumber,
  type Computed,
  type Draft,
} from '../lib/draft';
import { amountFields, editorSchema } from '../lib/editor-form';
import { downloadPdf, fetchLogo } from '../lib/pdf';
import { ClientFields } from './client-fields';
import { ItemPicker } from './item-picker';
import { LineItems } from './line-items';
import { PdfPreview } from './pdf-preview';
import { TotalsPanel } from './totals-panel';

export type EditorMode = 'quote' | 'invoice' | 'free';

type Props = {
  mode: EditorMode;
  /** The free tool prints as a quote or an invoice; the back office as its mode. */
  kind: 'quote' | 'invoice';
  issuer: DocumentIssuer;
  initial: Draft;
  number?: number;
  /** Saves the draft (not in the free tool); resolves when saved. */
  onSave?: (draft: Draft, computed: Extract<Computed, { ok: true }>) => Promise<void>;
  saving?: boolean;
  saveLabel?: string;
  aside?: ReactNode;
  /** An invoice's payments: its PDF lists them with the amount paid and the balance due. */
  payments?: readonly PaymentView[];
  /** Printed only (a converted quote): every field disabled, no save; the PDF stays as saved. */
  readOnly?: boolean;
};

const PICKERS: Array<{ list: Exclude<PickList, 'clients'>; type: ItemType }> = [
  { list: 'products', type: 'product' },
  { list: 'services', type: 'service' },
  { list: 'transports', type: 'transportation' },
];

/**
 * The quotation and invoice editor: client, item pickers, the line list, date, discount and
 * comment; totals recalculate on every change and the PDF preview beside the form follows.
 */
export function DocumentEditor({
  mode,
  kind,
  issuer,
  initial,
  number,
  onSave,
  saving,
  saveLabel,
  aside,
  payments,
  readOnly = false,
}: Props) {
  const { labels } = useCompany();
  const signedIn = mode !== 'free';
  const schema = editorSchema({
    issuer,
    saving: Boolean(onSave),
    clientMessage: `Choose a ${labels.client.toLowerCase()}`,
  });
  const { form, alert, submitWith } = useSchemaForm<Draft>(schema, initial);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  // The draft as typed now, as one value that changes only when the draft does.
  const snapshot = useWatch({ control: form.control, compute: (values) => JSON.stringify(values) });
  const draft = useMemo(() => JSON.parse(snapshot) as Draft, [snapshot]);
  const logo = useQuery({
    queryKey: ['documents', 'logo', issuer.logo_url],
    queryFn: () => fetchLogo(issuer.logo_url as string),
    enabled: Boolean(issuer.logo_url),
    staleTime: Infinity,
  });

  const computed = compute(draft, issuer);
  const printed = printedNumber(kind, number);
  const input = useMemo(
    () =>
      computed.ok
        ? pdfInput(kind, printed, draft, computed.totals, issuer, logo.data ?? undefined, payments)
        : null,
    // The computed totals follow from the draft: rebuild when the draft, issuer or logo change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, issuer, logo.data, kind, printed, payments],
  );
  const symbol = currencySymbol(issuer.currency);
  const kindLabel = kind === 'quote' ? 'Quote' : 'Invoice';
  const add = (line: Draft['lines'][number]) => lines.append(line, { shouldFocus: false });

  const save = () =>
    submitWith(schema, async (values) => {
      const checked = compute(values, issuer);
      if (!checked.ok) return;
      try {
        await onSave?.(values, checked);
      } catch (error) {
        // A line the server refused (an item since deleted): its message at that line.
        if (error instanceof ApiError)
          for (const [field, message] of Object.entries(error.fields)) {
            const index = lineOfField(field, values.lines);
            if (index !== undefined) form.setError(`lines.${index}.item_id`, { message });
          }
        throw error;
      }
    });

  const download = async () => {
    // What keeps the PDF from adding up is said at its field (a price, the discount).
    if (!input) return void form.trigger(amountFields(draft));
    try {
      await downloadPdf(input, `${printed === 'Draft' ? kindLabel.toLowerCase() : printed}.pdf`);
    } catch {
      toast.error('The PDF could not be made.');
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        noValidate
        aria-label={`${kindLabel} editor`}
        className="grid content-start gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {/* A disabled fieldset disables every control in it, the kit's pickers included. */}
        <fieldset disabled={readOnly} className="grid min-w-0 content-start gap-4">
          <ClientFields form={form} signedIn={signedIn} />

          {signedIn ? (
            <div className="grid gap-3 sm:grid-cols-3">
              {PICKERS.map(({ list, type }) => (
                <ItemPicker
                  key={list}
                  list={list}
                  label={`Add ${type === 'product' ? labels.product : type === 'service' ? labels.service : labels.transportation}`.toLowerCase()}
                  onPick={(item) => add(newLine(type, item))}
                />
              ))}
            </div>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => add(blankLine())}
            >
              <Plus aria-hidden="true" /> Add a line
            </Button>
          )}

          <LineItems
            form={form}
            fields={lines.fields}
            lines={draft.lines}
            currency={issuer.currency}
            editableNames={!signedIn}
            onRemove={lines.remove}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <FormField label={`${kindLabel} Date`}>
                  {(control) => (
                    <DatePicker {...control} value={field.value} onChange={field.onChange} />
                  )}
                </FormField>
              )}
            />
            {kind === 'invoice' && (
              <Controller
                control={form.control}
                name="dueDate"
                render={({ field }) => (
                  <FormField label="Due Date">
                    {(control) => (
                      <DatePicker
                        {...control}
                        value={field.value ?? ''}
                        min={draft.date}
                        onChange={field.onChange}
                      />
                    )}
                  </FormField>
                )}
              />
            )}
            <TextField
              form={form}
              name="discountText"
              label={`Discount (${symbol})`}
              inputMode="decimal"
            />
          </div>
          <FormField label="Comment">
            <Textarea rows={3} placeholder="Comment goes here" {...form.register('comment')} />
          </FormField>
        </fieldset>

        {computed.ok ? (
          <TotalsPanel totals={computed.totals} currency={issuer.currency} />
        ) : (
          <FormAlert>{computed.problem}</FormAlert>
        )}
        {/* The form's own message, unless the totals already say it. */}
        <FormAlert>{alert === (computed.ok ? null : computed.problem) ? null : alert}</FormAlert>

        <div className="flex flex-wrap gap-2">
          {onSave && !readOnly && (
            <Button type="submit" loading={saving}>
              <Save aria-hidden="true" /> {saveLabel ?? `Save ${kindLabel}`}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => void download()}>
            <Download aria-hidden="true" /> Download {kindLabel} As PDF
          </Button>
        </div>
        {aside}
      </form>
      <PdfPreview input={input} title={`${kindLabel} PDF preview`} />
    </div>
  );
}
