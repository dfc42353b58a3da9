import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { blankLine, type RecurringValues } from '../lib/recurring-form';

type LineField = 'name' | 'unit_price' | 'quantity';
const LABELS: Record<LineField, string> = {
  name: 'description',
  unit_price: 'unit price',
  quantity: 'quantity',
};
const FIELDS = Object.keys(LABELS) as LineField[];

/**
 * The recurring invoice's lines: description, unit price and quantity, a remove button (not on
 * the last line) and Add line; each field's message under its line.
 */
export function RecurringLines({ form }: { form: UseFormReturn<RecurringValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const id = useId();
  const listError = errors.items?.root?.message ?? errors.items?.message;
  const listErrorId = `${id}-lines-error`;

  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Lines</legend>
      {fields.map((field, index) => {
        const lineErrors = errors.items?.[index];
        const messageId = (name: LineField) => `${id}-${index}-${name}-error`;
        /** A line's input: its label, its registration and its message's link. */
        const bound = (name: LineField) => {
          const message = lineErrors?.[name]?.message;
          return {
            'aria-label': `Line ${index + 1} ${LABELS[name]}`,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? messageId(name) : undefined,
            ...form.register(`items.${index}.${name}`),
          };
        };
        return (
          <div
            key={field.id}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_4.5rem_auto] items-center gap-2 max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:rounded-md max-sm:border max-sm:p-2"
          >
            <Input {...bound('name')} placeholder="Description" className="max-sm:col-span-2" />
            <Input {...bound('unit_price')} placeholder="0.00" inputMode="decimal" />
            <Input {...bound('quantity')} inputMode="numeric" />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            {FIELDS.map((name) => {
              const message = lineErrors?.[name]?.message;
              return (
                message && (
                  <p
                    key={name}
                    id={messageId(name)}
                    className="col-span-full text-sm text-destructive"
                  >
                    {message}
                  </p>
                )
              );
            })}
          </div>
        );
      })}
      {listError && (
        <p id={listErrorId} className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append(blankLine(), { shouldFocus: false })}
      >
        <Plus aria-hidden="true" /> Add line
      </Button>
    </fieldset>
  );
}
