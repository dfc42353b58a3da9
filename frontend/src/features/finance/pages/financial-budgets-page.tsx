import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  BUDGET_CATEGORIES,
  BUDGET_FREQUENCIES,
  DEFAULT_BUDGET_CATEGORY,
  saveBudgetBody,
  type BudgetCategory,
} from '@shared/finance/schemas';
import { monthLater, yearPeriod } from '@shared/finance/statement';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ChoiceField, DateField, MoneyField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useBudgets, useSaveBudget } from '../api/finance';
import type { Budget } from '../api/types';
import { FinanceBack } from '../components/finance-back';
import { FormDialog } from '../components/form-dialog';
import { PeriodPicker, type Period } from '../components/period-picker';

const CATEGORY_OPTIONS = BUDGET_CATEGORIES.map((c) => ({
  value: c,
  label: c === 'income' ? 'Income' : 'Expense',
}));

type BudgetValues = {
  budgetID: string;
  description: string;
  budgetAmount: string;
  dateFrom: string;
  dateTo: string;
  frequency: string;
  budgetCategory: string;
};

/** A new budget, or a change of `budget`: save-budget (its own call). */
function BudgetDialog({
  budget,
  category,
  onClose,
}: {
  budget?: Budget;
  category: BudgetCategory;
  onClose: () => void;
}) {
  const save = useSaveBudget();
  const today = formatDate(new Date());
  const { form, alert, submitWith } = useSchemaForm<BudgetValues>(saveBudgetBody, {
    budgetID: budget?.id ?? '',
    description: budget?.description ?? '',
    budgetAmount: budget ? (budget.amount / 100).toFixed(2) : '',
    dateFrom: budget?.entry ?? today,
    dateTo: budget?.due ?? monthLater(today),
    frequency: budget?.frequency ?? 'Once',
    budgetCategory: budget?.type ?? category,
  });
  const submit = () =>
    submitWith(saveBudgetBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Data Saved Successfully');
      onClose();
    });
  return (
    <FormDialog
      title={budget ? 'Edit budget' : 'New budget'}
      description="What you plan to spend or earn, from a date to a date."
      alert={alert}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField form={form} name="description" label="Description" required />
      <MoneyField form={form} name="budgetAmount" label="Amount" required />
      <DateField form={form} name="dateFrom" label="From" required />
      <DateField form={form} name="dateTo" label="To" required />
      <ChoiceField
        form={form}
        name="frequency"
        label="Frequency"
        options={BUDGET_FREQUENCIES.map((f) => ({ value: f, label: f }))}
      />
      <ChoiceField form={form} name="budgetCategory" label="Category" options={CATEGORY_OPTIONS} />
    </FormDialog>
  );
}

/**
 * Budgets (extended.md §2, §9): the budgets of a period (the current year by default; a From date
 * sets To a month later) and a category (expense by default), their total, new and changed ones.
 */
export function FinancialBudgetsPage() {
  const { currency } = useCompany();
  const [period, setPeriod] = useState<Period>(() => yearPeriod(formatDate(new Date())));
  const [category, setCategory] = useState<BudgetCategory>(DEFAULT_BUDGET_CATEGORY);
  const [open, setOpen] = useState<{ budget?: Budget } | null>(null);
  const budgets = useBudgets(period.dateFrom, period.dateTo, category);
  const columns: DataTableColumn<Budget>[] = [
    { key: 'description', header: 'Description', cell: (b) => b.description },
    { key: 'entry', header: 'From', cell: (b) => b.entry, className: 'whitespace-nowrap' },
    { key: 'due', header: 'To', cell: (b) => b.due, className: 'whitespace-nowrap' },
    { key: 'frequency', header: 'Frequency', cell: (b) => b.frequency },
    {
      key: 'amount',
      header: 'Amount',
      cell: (b) => formatMoney(b.amount, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      key: 'edit',
      header: 'Actions',
      cell: (b) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit budget ${b.description}`}
          onClick={() => setOpen({ budget: b })}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Budgets</h1>
        <FinanceBack />
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_12rem] md:items-end">
        <PeriodPicker value={period} onChange={setPeriod} linked />
        <FormField label="Budget category">
          {(control) => (
            <OptionSelect
              {...control}
              value={category}
              onValueChange={(value) => setCategory(value as BudgetCategory)}
              options={CATEGORY_OPTIONS}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button onClick={() => setOpen({})}>
          <Plus aria-hidden="true" /> New budget
        </Button>
      </div>
      {budgets.isError ? (
        <p role="alert" className="text-destructive">
          {errorText(budgets.error)}
        </p>
      ) : (
        <DataTable
          caption="Budgets"
          columns={columns}
          rows={budgets.data?.budgets ?? []}
          getRowId={(b) => b.id}
          loading={budgets.isPending}
          emptyText="No budgets in this period."
        />
      )}
      {budgets.data && (
        <p className="ml-auto text-sm">
          Total budget:{' '}
          <strong className="tabular-nums">{formatMoney(budgets.data.totalBud, currency)}</strong>
        </p>
      )}
      {open && (
        <BudgetDialog budget={open.budget} category={category} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
