import { useSmsGroups } from '../../lib/api/get-all-sms-groups';
import { NO_GROUP, type useRecipientGroup } from '../../lib/recipients';
import { FormField } from '../ui/form-field';
import { OptionSelect } from '../ui/select';

/**
 * The bulk sends' 'Recipients group': No group, Staff, Clients, Users and the company's own
 * groups; once chosen, how many members it has.
 */
export function RecipientGroupField({
  value,
  onChange,
  recipients,
}: {
  value: string;
  onChange: (groupId: string) => void;
  recipients: ReturnType<typeof useRecipientGroup>;
}) {
  const groups = useSmsGroups();
  const { group, members } = recipients;
  const count = group && members.data ? members.data.length : undefined;
  return (
    <FormField
      label="Recipients group"
      hint={count === undefined ? undefined : `${count} member${count === 1 ? '' : 's'}`}
    >
      {(field) => (
        <OptionSelect
          {...field}
          value={value}
          onValueChange={onChange}
          placeholder="No group"
          options={[
            { value: NO_GROUP, label: 'No group' },
            ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      )}
    </FormField>
  );
}
