import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  ACCOUNT_TYPES,
  DEFAULT_ACCOUNT_TYPE,
  FINANCE_MESSAGES,
  saveAccountBody,
} from '@shared/finance/schemas';
import { formatMoney } from '@shared/money/money';
import { ChoiceField, TextField } from '../../../components/form-fields';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAccounts, useDeleteAccounts, useSaveAccount } from '../api/finance';
import type { Account } from '../api/types';
import { FinanceBack } from '../components/finance-back';

const EMPTY = { accountName: '', accountType: DEFAULT_ACCOUNT_TYPE as string, accountBalance: '' };

/**
 * Financial Accounts (extended.md §2, §5, §9): a form (name and type required, type
 * 'Cheque-Current' by default, the balance) and the accounts, deleted in bulk.
 */
export function FinancialAccountsPage() {
  const { currency } = useCompany();
  const accounts = useAccounts();
  const save = useSaveAccount();
  const remove = useDeleteAccounts();
  const [selected, setSelected] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { form, alert, submitWith, reset } = useSchemaForm(saveAccountBody, EMPTY);
  const submit = () =>
    submitWith(saveAccountBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Data Saved Successfully');
      reset();
    });
  const columns: DataTableColumn<Account>[] = [
    {
      key: 'name',
      header: 'Name',
      className: 'whitespace-nowrap',
      cell: (a) => <span className="font-medium">{a.name}</span>,
    },
    { key: 'type', header: 'Type', className: 'whitespace-nowrap', cell: (a) => a.type },
    {
      key: 'balance',
      header: 'Balance',
      cell: (a) => formatMoney(a.balance, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Financial Accounts</h1>
        <FinanceBack />
      </div>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>New account</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              aria-label="New account"
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <TextField form={form} name="accountName" label="Account name" required />
              <ChoiceField
                form={form}
                name="accountType"
                label="Account type"
                required
                options={ACCOUNT_TYPES.map((t) => ({ value: t, label: t }))}
              />
              <TextField
                form={form}
                name="accountBalance"
                label="Balance"
                inputMode="decimal"
                placeholder="0.00"
              />
              <FormAlert>{alert}</FormAlert>
              <Button type="submit" loading={save.isPending}>
                Save account
              </Button>
            </form>
          </CardContent>
        </Card>
        <div className="grid content-start gap-3">
          <div>
            <Button
              variant="destructive"
              onClick={() => {
                if (selected.length === 0) return setProblem(FINANCE_MESSAGES.selectAccount);
                setProblem(null);
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" /> Delete selected
            </Button>
          </div>
          <FormAlert>{problem}</FormAlert>
          {accounts.isError ? (
            <p role="alert" className="text-destructive">
              {errorText(accounts.error)}
            </p>
          ) : (
            <DataTable
              caption="Financial accounts"
              columns={columns}
              rows={accounts.data ?? []}
              getRowId={(a) => a.id}
              getRowLabel={(a) => a.name}
              loading={accounts.isPending}
              selectable
              selectedIds={selected}
              onSelectedIdsChange={setSelected}
              emptyText="No accounts yet."
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete the selected accounts?"
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ table: 'accounts', aids: selected });
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
