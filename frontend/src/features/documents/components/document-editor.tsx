import { useQuery } from '@tanstack/react-query';
import { Download, Plus, Save } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { DocumentIssuer } from '@shared/documents/types';
import { currencySymbol } from '@shared/money/money';
import type { ItemType } from '@shared/money/totals';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { DatePicker } from '../../../components/ui/date-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { useCompany } from '../../../lib/company';
import { usePickList, type PickList } from '../api/get-pick-lists';
import {
  compute,
  lineKey,
  newLine,
  pdfInput,
  printedNumber,
  type Draft,
  type DraftLine,
} from '../lib/draft';
import { downloadPdf, fetchLogo } from '../lib/pdf';
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
  onSave?: (
    draft: Draft,
    computed: Extract<ReturnType<typeof compute>, { ok: true }>,
  ) => Promise<void>;
  saving?: boolean;
  saveLabel?: string;
  aside?: ReactNode;
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
}: Props) {
  const { labels } = useCompany();
  const [draft, setDraft] = useState<Draft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = mode !== 'free';
  const clients = usePickList('clients', signedIn);
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
        ? pdfInput(kind, printed, draft, computed.totals, issuer, logo.data ?? undefined)
        : null,
    // The computed totals follow from the draft: rebuild when the draft, issuer or logo change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, issuer, logo.data, kind, printed],
  );
  const symbol = currencySymbol(issuer.currency);
  const kindLabel = kind === 'quote' ? 'Quote' : 'Invoice';

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setLine = (key: string, patch: Partial<DraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }));

  const save = async () => {
    setProblem(null);
    if (!computed.ok) return setProblem(computed.problem);
    if (!draft.client.id) return setProblem(`Choose a ${labels.client.toLowerCase()}`);
    if (draft.lines.length === 0) return setProblem('Add at least one line');
    await onSave?.(draft, computed);
  };

  const download = async () => {
    if (!input) return setProblem(computed.ok ? null : computed.problem);
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
        {signedIn ? (
          <FormField label={labels.client} required>
            {(field) => (
              <Combobox
                {...field}
                options={(clients.data ?? []).map((c) => ({
                  value: c.id,
                  label: c.name,
                  description: c.detail,
                }))}
                value={draft.client.id ?? null}
                onChange={(id) => {
                  const client = clients.data?.find((c) => c.id === id);
                  if (client)
                    set({ client: { id, name: client.name, institution: client.detail } });
                }}
                placeholder={
                  clients.isPending ? 'Loading…' : `Choose a ${labels.client.toLowerCase()}`
                }
                searchPlaceholder="Search by name, ID number or institution"
                emptyText="Nobody found"
              />
            )}
          </FormField>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={`${labels.client} name`}>
              <Input
                value={draft.client.name}
                onChange={(event) => set({ client: { ...draft.client, name: event.target.value } })}
              />
            </FormField>
            <FormField label="Institution">
              <Input
                value={draft.client.institution ?? ''}
                onChange={(event) =>
                  set({ client: { ...draft.client, institution: event.target.value } })
                }
              />
            </FormField>
          </div>
        )}

        {signedIn ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {PICKERS.map(({ list, type }) => (
              <ItemPicker
                key={list}
                list={list}
                label={`Add ${type === 'product' ? labels.product : type === 'service' ? labels.service : labels.transportation}`.toLowerCase()}
                onPick={(item) => set({ lines: [...draft.lines, newLine(type, item)] })}
              />
            ))}
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              set({
                lines: [
                  ...draft.lines,
                  {
                    key: lineKey(),
                    item_type: 'service',
                    name: '',
                    priceText: '0.00',
                    qtyText: '1',
                  },
                ],
              })
            }
          >
            <Plus aria-hidden="true" /> Add a line
          </Button>
        )}

        <LineItems
          lines={draft.lines}
          currency={issuer.currency}
          editableNames={!signedIn}
          onChange={setLine}
          onRemove={(key) => set({ lines: draft.lines.filter((line) => line.key !== key) })}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={`${kindLabel} Date`}>
            {(field) => (
              <DatePicker {...field} value={draft.date} onChange={(date) => set({ date })} />
            )}
          </FormField>
          {kind === 'invoice' && (
            <FormField label="Due Date">
              {(field) => (
                <DatePicker
                  {...field}
                  value={draft.dueDate ?? ''}
                  min={draft.date}
                  onChange={(dueDate) => set({ dueDate })}
                />
              )}
            </FormField>
          )}
          <FormField label={`Discount (${symbol})`}>
            <Input
              inputMode="decimal"
              value={draft.discountText}
              onChange={(event) => set({ discountText: event.target.value })}
            />
          </FormField>
        </div>
        <FormField label="Comment">
          <Textarea
            rows={3}
            placeholder="Comment goes here"
            value={draft.comment}
            onChange={(event) => set({ comment: event.target.value })}
          />
        </FormField>

        {computed.ok ? (
          <TotalsPanel totals={computed.totals} currency={issuer.currency} />
        ) : (
          <FormAlert>{computed.problem}</FormAlert>
        )}
        <FormAlert>{problem}</FormAlert>

        <div className="flex flex-wrap gap-2">
          {onSave && (
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

/** A searchable picker that adds the chosen item as a line and clears itself. */
function ItemPicker({
  list,
  label,
  onPick,
}: {
  list: Exclude<PickList, 'clients'>;
  label: string;
  onPick: (item: { id: string; name: string; price: number }) => void;
}) {
  const items = usePickList(list);
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return (
    <FormField label={title}>
      {(field) => (
        <Combobox
          {...field}
          options={(items.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={null}
          onChange={(id) => {
            const item = items.data?.find((i) => i.id === id);
            if (item) onPick(item);
          }}
          placeholder={items.isPending ? 'Loading…' : 'Choose…'}
          searchPlaceholder="Search…"
          emptyText="Nothing found"
        />
      )}
    </FormField>
  );
}
