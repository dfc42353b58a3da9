import { Paperclip, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FINANCE_MESSAGES } from '@shared/finance/schemas';
import { yearPeriod } from '@shared/finance/statement';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useDeleteExpenses, useExpenses } from '../api/finance';
import type { Expense } from '../api/types';
import { CategoryDialog, ExpenseDialog, ProviderDialog } from '../components/expense-dialogs';
import { ExpenseFilesDialog } from '../components/expense-files-dialog';
import { FinanceBack } from '../components/finance-back';
import { PeriodPicker, type Period } from '../components/period-picker';

type Open =
  | { kind: 'expense'; expense?: Expense }
  | { kind: 'files'; expense: Expense }
  | { kind: 'category' }
  | { kind: 'provider' };

/**
 * Expenses (extended.md §2, §9): the expenses of a period (the current year by default; a From
 * date sets To a month later), their total and VAT; new and changed expenses, categories and
 * providers; bulk delete and printing receipts of the selected ones.
 */
export function FinanceExpensesPage() {
  const { currency } = useCompany();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>(() => yearPeriod(formatDate(new Date())));
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Open | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const expenses = useExpenses(period.dateFrom, period.dateTo);
  const remove = useDeleteExpenses();
  const money = (cents: number) => formatMoney(cents, currency);

  const needSelection = (run: () => void) => {
    if (selected.length === 0) return setProblem(FINANCE_MESSAGES.selectExpense);
    setProblem(null);
    run();
  };

  const columns: DataTableColumn<Expense>[] = [
    { key: 'date', header: 'Date', cell: (e) => e.entry_date, className: 'whitespace-nowrap' },
    { key: 'description', header: 'Description', cell: (e) => e.description ?? '—' },
    { key: 'category', header: 'Category', cell: (e) => e.expenses_categories.name ?? '—' },
    { key: 'provider', header: 'Service provider', cell: (e) => e.service_providers.name ?? '—' },
    {
      key: 'amount',
      header: 'Amount',
      cell: (e) => money(e.amount),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    {
      key: 'vat',
      header: 'VAT',
      cell: (e) => money(e.vat),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    {
      key: 'edit',
      header: 'Actions',
      cell: (e) => (
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit expense ${e.description ?? e.entry_date}`}
            onClick={() => setOpen({ kind: 'expense', expense: e })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Attachments of expense ${e.description ?? e.entry_date}`}
            title="Attachments"
            onClick={() => setOpen({ kind: 'files', expense: e })}
          >
            <Paperclip aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Expenses</h1>
        <FinanceBack />
      </div>
      <PeriodPicker value={period} onChange={setPeriod} linked />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen({ kind: 'expense' })}>
          <Plus aria-hidden="true" /> New expense
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: 'category' })}>
          <Plus aria-hidden="true" /> New category
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: 'provider' })}>
          <Plus aria-hidden="true" /> New service provider
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            needSelection(() =>
              navigate(
                `/expense-receipts?${new URLSearchParams({
                  ids: selected.join(','),
                  dateFrom: period.dateFrom,
                  dateTo: period.dateTo,
                })}`,
              ),
            )
          }
        >
          <Printer aria-hidden="true" /> Print receipts
        </Button>
        <Button variant="destructive" onClick={() => needSelection(() => setConfirming(true))}>
          <Trash2 aria-hidden="true" /> Delete selected
        </Button>
      </div>
      <FormAlert>{problem}</FormAlert>
      {expenses.isError ? (
        <p role="alert" className="text-destructive">
          {errorText(expenses.error)}
        </p>
      ) : (
        <DataTable
          caption="Expenses"
          columns={columns}
          rows={expenses.data?.expenses ?? []}
          getRowId={(e) => e.id}
          getRowLabel={(e) => `${e.entry_date} ${e.description ?? ''}`.trim()}
          loading={expenses.isPending}
          selectable
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          searchText={(e) =>
            `${e.description ?? ''} ${e.expenses_categories.name ?? ''} ${e.service_providers.name ?? ''}`
          }
          searchPlaceholder="Search expenses"
          emptyText="No expenses in this period."
          more={expenses.more}
          moreLabel="Load more expenses"
        />
      )}
      {expenses.data && (
        <dl className="ml-auto grid grid-cols-2 gap-x-6 text-sm" aria-label="Expense totals">
          <dt>Total expenses</dt>
          <dd className="text-right font-semibold tabular-nums">{money(expenses.data.totalExp)}</dd>
          <dt>of which VAT</dt>
          <dd className="text-right tabular-nums">{money(expenses.data.totalVat)}</dd>
        </dl>
      )}
      {open?.kind === 'expense' && (
        <ExpenseDialog expense={open.expense} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'files' && (
        <ExpenseFilesDialog expense={open.expense} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'category' && <CategoryDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'provider' && <ProviderDialog onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete the selected expenses?"
        description={`${selected.length} expense(s) will be deleted.`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ table: 'expenses', eids: selected });
            setSelected([]);
            toast.success('Data Updated Successfully');
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </div>
  );
}
