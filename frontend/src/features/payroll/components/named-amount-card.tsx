import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';

/**
 * A card listing named amounts (the salaries, the rates per hour) with a form to create one:
 * '<noun> name' and '<noun> <amountLabel>' inputs and 'Create <noun>'. The form clears once
 * `onCreate` says the amount was created.
 */
export function NamedAmountCard({
  title,
  rows,
  money,
  noun,
  amountLabel,
  amountPlaceholder,
  onCreate,
}: {
  title: string;
  rows: ReadonlyArray<{ id: string; name: string; cents: number }>;
  money: (cents: number) => string;
  /** 'Salary', 'Rate'. */
  noun: string;
  /** The amount input's name after the noun: 'amount', 'price'. */
  amountLabel: string;
  amountPlaceholder: string;
  /** Sends the typed name and amount; true when it was created. */
  onCreate: (name: string, amount: string) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
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
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void onCreate(name, amount).then((ok) => {
              if (!ok) return;
              setName('');
              setAmount('');
            });
          }}
        >
          <Input
            aria-label={`${noun} name`}
            placeholder="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="w-44"
          />
          <Input
            aria-label={`${noun} ${amountLabel}`}
            placeholder={amountPlaceholder}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="w-36"
          />
          <Button type="submit">Create {noun.toLowerCase()}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
