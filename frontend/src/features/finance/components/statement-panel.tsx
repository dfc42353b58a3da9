import type { FinanceStatement } from '@shared/finance/statement';
import { formatMoney } from '@shared/money/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function Line({
  label,
  amount,
  currency,
  strong,
}: {
  label: string;
  amount: number;
  currency: string;
  strong?: boolean;
}) {
  return (
    <div className={cn('flex justify-between gap-4 py-0.5', strong && 'font-semibold')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(amount, currency)}</dd>
    </div>
  );
}

/** The dashboard's side panel: incomes, expenses, their totals, net profit and the period's VAT. */
export function StatementPanel({
  statement,
  currency,
}: {
  statement: FinanceStatement;
  currency: string;
}) {
  return (
    <Card role="region" aria-label="Statement">
      <CardHeader>
        <CardTitle>Statement</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <section aria-label="Incomes">
          <h3 className="mb-1 font-medium text-muted-foreground">Incomes</h3>
          <dl>
            {statement.incomes.map((row) => (
              <Line key={row.id} label={row.description} amount={row.amount} currency={currency} />
            ))}
            <Line label="Total Income" amount={statement.totalIncome} currency={currency} strong />
          </dl>
        </section>
        <section aria-label="Expenses">
          <h3 className="mb-1 font-medium text-muted-foreground">Expenses</h3>
          <dl>
            {statement.expenses
              .filter((row) => row.amount !== 0)
              .map((row) => (
                <Line
                  key={row.id || 'none'}
                  label={row.description}
                  amount={row.amount}
                  currency={currency}
                />
              ))}
            <Line
              label="Total Expenses"
              amount={statement.totalExpenses}
              currency={currency}
              strong
            />
          </dl>
        </section>
        <dl className="border-t pt-2">
          <Line label="Net Profit" amount={statement.netProfit} currency={currency} strong />
        </dl>
        <section aria-label="VAT">
          <h3 className="mb-1 font-medium text-muted-foreground">VAT</h3>
          <dl>
            <Line label="Output VAT (invoices)" amount={statement.vat.output} currency={currency} />
            <Line label="Input VAT (expenses)" amount={statement.vat.input} currency={currency} />
            <Line
              label="Net VAT Payable"
              amount={statement.vat.payable}
              currency={currency}
              strong
            />
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
