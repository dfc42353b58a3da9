import { lazy, Suspense, useState } from 'react';
import { dashboardPeriod } from '@shared/finance/statement';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useDashboard, useFinanceCategories } from '../api/finance';
import type { Category } from '../api/types';
import { PeriodPicker, type Period } from '../components/period-picker';
import { StatementPanel } from '../components/statement-panel';
import { FinanceBack } from '../components/finance-back';
import { CHART_TYPES, DEFAULT_CHART_TYPE, chartPoints, type ChartType } from '../lib/chart-types';

const FinanceChart = lazy(() => import('../components/finance-chart'));

function CategoryChecks({
  title,
  categories,
  selected,
  onChange,
}: {
  title: string;
  categories: Category[];
  /** null: every category (the default). */
  selected: string[] | null;
  onChange: (ids: string[]) => void;
}) {
  const chosen = selected ?? categories.map((c) => c.id);
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {categories.map((c) => {
        const id = `cat-${title}-${c.id}`;
        return (
          <div key={c.id} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={chosen.includes(c.id)}
              onCheckedChange={(on) =>
                onChange(on ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))
              }
            />
            <Label htmlFor={id} className="font-normal">
              {c.name}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Finance Dashboard (extended.md §2, §4): From and To pickers (the financial year to date, issue
 * 28: the spec's "from today" opened on an empty chart), the
 * chart type (Vertical Bars by default), the income and expense categories to chart (all at
 * first), the chart, and the period's statement beside it.
 */
export function FinanceDashboardPage() {
  const { currency } = useCompany();
  const [period, setPeriod] = useState<Period>(() => dashboardPeriod(formatDate(new Date())));
  const [chartType, setChartType] = useState<ChartType>(DEFAULT_CHART_TYPE);
  const [incomes, setIncomes] = useState<string[] | null>(null);
  const [expenses, setExpenses] = useState<string[] | null>(null);
  const categories = useFinanceCategories();
  const data = useDashboard({
    ...period,
    ...(incomes ? { selectedIncomesCategories: incomes } : {}),
    ...(expenses ? { selectedExpensesCategories: expenses } : {}),
  });
  const reply = data.data;
  const points = reply ? chartPoints(reply.incomesData, reply.expensesData) : [];

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Finance Dashboard</h1>
        <FinanceBack />
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-end">
        <PeriodPicker value={period} onChange={setPeriod} />
        <FormField label="Chart type">
          {(control) => (
            <OptionSelect
              {...control}
              className="w-48"
              value={chartType}
              onValueChange={(value) => setChartType(value as ChartType)}
              options={CHART_TYPES.map((t) => ({ value: t, label: t }))}
            />
          )}
        </FormField>
      </div>
      {/* The chart takes the page's width (issue 28: it was squeezed into a middle column); the
          category choice and the statement sit below it, side by side from 1024 px. */}
      <Card>
        <CardHeader>
          <CardTitle>
            {chartType} · {period.dateFrom} to {period.dateTo}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(data.error)}
            </p>
          ) : !reply ? (
            <Skeleton className="h-96" />
          ) : points.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">
              Nothing received or paid in the chosen categories in this period.
            </p>
          ) : (
            <figure aria-label="Finance chart" aria-busy={data.isFetching || undefined}>
              <Suspense fallback={<Skeleton className="h-96" />}>
                <FinanceChart type={chartType} data={points} currency={currency} />
              </Suspense>
              <table className="sr-only">
                <caption>Chart data</caption>
                <tbody>
                  {[...reply.incomesData, ...reply.expensesData].map((row, index) => (
                    <tr key={`${row.id}-${index}`}>
                      <th scope="row">{row.description}</th>
                      <td>{formatMoney(row.amount, currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Categories</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-2">
            {categories.isPending ? (
              <Skeleton className="h-40 sm:col-span-2" />
            ) : categories.isError ? (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {errorText(categories.error)}
              </p>
            ) : (
              <>
                <CategoryChecks
                  title="Income categories"
                  categories={categories.data.incomesCats}
                  selected={incomes}
                  onChange={setIncomes}
                />
                <CategoryChecks
                  title="Expense categories"
                  categories={categories.data.expensesCats}
                  selected={expenses}
                  onChange={setExpenses}
                />
              </>
            )}
          </CardContent>
        </Card>
        <div>
          {reply ? (
            <StatementPanel statement={reply.statement} currency={currency} />
          ) : (
            <Skeleton className="h-96" />
          )}
        </div>
      </div>
    </div>
  );
}
