import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { Label } from '../../../components/ui/label';
import { useCompany } from '../../../lib/company';
import { useCases } from '../api/matters';

/** Staff choose any matter of the company, searched by title, client name and file number. */
export function MatterPicker({
  value,
  onChange,
  onAdd,
  selectedLabel,
}: {
  value: string | null;
  onChange: (id: string) => void;
  /** The chosen matter's title when not among the loaded pages (opened by its address). */
  selectedLabel?: string;
  /** Shows the add-matter button (admins). */
  onAdd?: () => void;
}) {
  const { labels } = useCompany();
  const cases = useCases();
  const options = cases.rows
    .map((c) => ({
      value: c.id,
      label: c.title,
      description: [c.client.name, c.file_number].filter(Boolean).join(' · '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const word = labels.matter.toLowerCase();

  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor="matter-picker">{labels.matter}</Label>
      <div className="flex items-center gap-2">
        <Combobox
          id="matter-picker"
          className="min-w-0 flex-1 sm:max-w-xl"
          options={options}
          value={value}
          onChange={onChange}
          placeholder={cases.isPending ? 'Loading…' : `Choose a ${word}`}
          searchPlaceholder={`Title, ${labels.client.toLowerCase()} or file number`}
          emptyText={
            !cases.isPending && !cases.hasMore && cases.rows.length === 0
              ? `No ${labels.matters.toLowerCase()} yet`
              : `No ${word} found`
          }
          disabled={cases.isPending}
          aria-invalid={cases.isError || undefined}
          more={cases}
          selectedLabel={selectedLabel}
        />
        {onAdd && (
          <Button onClick={onAdd} className="shrink-0">
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">Add {labels.matter}</span>
          </Button>
        )}
      </div>
      {cases.isError && (
        <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
          {cases.error.message}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={cases.retry}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
