import { Search } from 'lucide-react';
import { useId } from 'react';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../lib/schema-form';
import { useLearners } from '../api/get-learners';

/** A student number, trimmed: empty says so under the field. */
const finderForm = z.object({ sid: z.string().trim().min(1, 'Enter a student number') });

/**
 * Staff find a student by student number; the school's learners are offered as suggestions
 * (number, name and class) while typing.
 */
export function StudentFinder({
  initial = '',
  onFind,
  busy,
}: {
  initial?: string;
  onFind: (sid: string) => void;
  busy?: boolean;
}) {
  // The message stays until the next search.
  const { form, submitWith } = useSchemaForm(
    finderForm,
    { sid: initial },
    { parse: true, reValidateMode: 'onSubmit' },
  );
  const problem = form.formState.errors.sid?.message;
  const learners = useLearners();
  const listId = useId();
  return (
    <form
      role="search"
      aria-label="Find a student"
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void submitWith(finderForm, async ({ sid }) => onFind(sid));
      }}
    >
      <FormField label="Student number" error={problem} className="sm:w-72">
        <Input
          {...form.register('sid')}
          list={listId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 2026001"
        />
      </FormField>
      <datalist id={listId}>
        {learners.rows.map((learner) => (
          <option key={learner.sid} value={learner.sid}>
            {learner.name}
            {learner.class ? ` · ${learner.class}` : ''}
          </option>
        ))}
      </datalist>
      <Button type="submit" loading={busy} className={problem ? 'sm:mb-7' : undefined}>
        <Search aria-hidden="true" /> Find student
      </Button>
    </form>
  );
}
