import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { usePickList, type PickList } from '../api/get-pick-lists';

/** A searchable picker that adds the chosen item as a line and clears itself. */
export function ItemPicker({
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
