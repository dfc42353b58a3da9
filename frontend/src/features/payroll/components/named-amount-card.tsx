import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../lib/schema-form';

/**
 * A card listing named amounts (the salaries, the rates per hour) with a form to create one:
 * '<noun> name' and '<noun> <amountName>' inputs and 'Create <noun>'. The form is checked by the
 * server's own body schema (`{name, [amountName]}`: create-salary, create-staff-rate), each
 * message under its input, and clears once `onCreate` says the amount was created.
 */
export function NamedAmountCard({
  title,
  rows,
  money,
  noun,
  amountName,
  amountPlaceholder,
  schema,
  onCreate,
}: {
  title: string;
  rows: ReadonlyArray<{ id: string; name: string; cents: number }>;
  money: (cents: number) => string;
  /** 'Salary', 'Rate'. */
  noun: string;
  /** The amount's field in the body and its input's name after the noun: 'amount', 'price'. */
  amountName: string;
  amountPlaceholder: string;
  /** The server's body schema: `name` and `amountName`. */
  schema: z.ZodType;
  /** Sends the typed name and amount; true when it was created. */
  onCreate: (name: string, amount: string) => Promise<boolean>;
}) {
  const { form, submitWith } = useSchemaForm(schema, { name: '', [amountName]: '' });
  const { errors } = form.formState;
  const id = useId();

  const input = (field: string, label: string, placeholder: string, className: string) => {
    const error = errors[field]?.message;
    const errorId = `${id}-${field}-error`;
    return (
      <div className="grid gap-1">
        <Input
          aria-label={label}
          placeholder={placeholder}
          className={className}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(field)}
        />
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ul className="text-sm">
          {rows.map((row) => (
            <li key={row.id}>
              {row.name}: {money(row.cents)}
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submitWith(schema, async (values) => {
              if (await onCreate(values.name ?? '', values[amountName] ?? ''))
                form.reset({ name: '', [amountName]: '' });
            });
          }}
        >
          {input('name', `${noun} name`, 'Name', 'w-44')}
          {input(amountName, `${noun} ${amountName}`, amountPlaceholder, 'w-36')}
          <Button type="submit">Create {noun.toLowerCase()}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
