import { useState } from 'react';
import type { StaffView } from '@shared/clients/schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useUpdateStaffField } from '../api/events';

const FIELDS = [
  ['name', 'Names'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['city', 'City'],
  ['address', 'Address'],
] as const;
type Field = (typeof FIELDS)[number][0];

/**
 * Bio (extended.md §2: the detail editor of the staff table): the talent's row, each changed
 * field saved through the table engine's update-item (its rules and audit; admins edit).
 */
export function TalentBio({
  staff,
  canEdit,
  onSaved,
}: {
  staff: StaffView;
  canEdit: boolean;
  onSaved: (staff: StaffView) => void;
}) {
  const update = useUpdateStaffField();
  const initial = Object.fromEntries(FIELDS.map(([name]) => [name, staff[name] ?? ''])) as Record<
    Field,
    string
  >;
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = FIELDS.filter(([name]) => values[name].trim() !== initial[name]);

  const save = async () => {
    setProblem(null);
    try {
      for (const [column] of changed)
        await update.mutateAsync({ id: staff.id, column, value: values[column].trim() });
      toast.success('Details saved');
      onSaved({ ...staff, ...values });
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <form
      aria-label="Bio"
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <FormField
            key={name}
            label={label}
            className={name === 'address' ? 'sm:col-span-2' : undefined}
          >
            <Input
              value={values[name]}
              onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
            />
          </FormField>
        ))}
      </fieldset>
      <FormAlert>{problem}</FormAlert>
      {canEdit ? (
        <Button
          type="submit"
          className="justify-self-start"
          disabled={changed.length === 0}
          loading={update.isPending}
        >
          Save details
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          Admins and managers change a talent’s details.
        </p>
      )}
    </form>
  );
}
