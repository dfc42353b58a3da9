import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLearners } from '../api/get-learners';

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
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
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
        const sid = value.trim();
        if (!sid) {
          setProblem('Enter a student number');
          return;
        }
        setProblem(undefined);
        onFind(sid);
      }}
    >
      <FormField label="Student number" error={problem} className="sm:w-72">
        <Input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          list={listId}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 2026001"
        />
      </FormField>
      <datalist id={listId}>
        {(learners.data ?? []).map((learner) => (
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
