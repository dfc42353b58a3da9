import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { Label } from '../../../components/ui/label';
import { useCompany } from '../../../lib/company';
import { useClients } from '../api/get-all-clients';
import { clientEntry } from '../../../lib/client-entry';

type Props = {
  value: string | null;
  onChange: (id: string) => void;
  /** Shows the round add button beside the picker. */
  onAdd?: () => void;
  /** The chosen client's entry when not among the loaded pages (opened by its address). */
  selectedLabel?: string;
};

/**
 * Staff choose any client of the company ('name | id_number | institution'), a page of clients at
 * a time: "Load more" in the list reads the next, and the filter searches the loaded ones.
 */
export function ClientPicker({ value, onChange, onAdd, selectedLabel }: Props) {
  const { labels } = useCompany();
  const clients = useClients();
  // Sorted within what is loaded: a new page may add names anywhere in the list.
  const options = clients.rows
    .map((c) => ({ value: c.id, label: clientEntry(c) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor="client-picker">{labels.client}</Label>
      <div className="flex items-center gap-2">
        <Combobox
          id="client-picker"
          className="min-w-0 flex-1 sm:max-w-xl"
          options={options}
          value={value}
          onChange={onChange}
          placeholder={clients.isPending ? 'Loading…' : `Choose a ${labels.client.toLowerCase()}`}
          searchPlaceholder="Name, ID number or institution"
          emptyText={`No ${labels.client.toLowerCase()} found`}
          disabled={clients.isPending}
          aria-invalid={clients.isError || undefined}
          more={clients}
          selectedLabel={selectedLabel}
        />
        {onAdd && (
          <Button
            size="icon"
            className="rounded-full"
            aria-label={`Add ${labels.client}`}
            title={`Add ${labels.client}`}
            onClick={onAdd}
          >
            <Plus aria-hidden="true" />
          </Button>
        )}
      </div>
      {clients.isError && (
        <p className="flex items-center gap-2 text-sm text-destructive">
          {clients.error?.message}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={clients.retry}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
