import { FilePlus2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { billedUnitsText } from '@shared/legal/billing';
import { LEGAL_MESSAGES } from '@shared/legal/schemas';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useBillings, useConvertBills, useDeleteBills, useMatterNotes } from '../api/matters';
import type { Bill, SelectedCase } from '../api/types';
import { BillingForm } from './billing-form';
import { MatterTimer } from './matter-timer';

const PAGE = 10;
export const invoiceLink = (n: number) => `/edit-and-print-invoice?selectedInvoice=${n}`;

/** The bills of a matter; invoiced ones show an Invoiced badge and cannot be selected (§4). */
export function BillingsTable({
  rows,
  loading,
  selected,
  onSelected,
  toolbar,
}: {
  rows: Bill[];
  loading?: boolean;
  selected: string[];
  onSelected: (ids: string[]) => void;
  toolbar?: React.ReactNode;
}) {
  const { currency } = useCompany();
  const columns: DataTableColumn<Bill>[] = [
    { key: 'date', header: 'Date', cell: (b) => b.billing_date, className: 'whitespace-nowrap' },
    {
      key: 'billable',
      header: 'Billable',
      cell: (b) => (
        <span className="grid">
          <span>{b.billable.name}</span>
          {b.description && <span className="text-xs text-muted-foreground">{b.description}</span>}
        </span>
      ),
    },
    {
      key: 'units',
      header: 'Units',
      // As billed, so the words match the amount; time worked shows beneath when it differs.
      cell: (b) => (
        <span className="grid">
          <span>{b.units_billed ?? billedUnitsText(b)}</span>
          {b.billed_minutes != null && b.billed_minutes !== b.hours && (
            <span className="text-xs text-muted-foreground">{b.hours} min worked</span>
          )}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'bill',
      header: 'Amount',
      cell: (b) => formatMoney(b.bill, currency),
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (b) =>
        b.invoiced ? (
          <Badge variant="secondary">
            Invoiced{b.invoice_number ? ` (${b.invoice_number})` : ''}
          </Badge>
        ) : (
          <Badge variant="outline">Not invoiced</Badge>
        ),
    },
  ];
  return (
    <DataTable
      caption="Billings"
      columns={columns}
      rows={rows}
      getRowId={(b) => b.id}
      getRowLabel={(b) => `${b.billable.name} ${b.billing_date} ${formatMoney(b.bill, currency)}`}
      pageSize={PAGE}
      loading={loading}
      selectable
      isRowSelectable={(b) => !b.invoiced}
      selectedIds={selected}
      onSelectedIdsChange={onSelected}
      searchText={(b) => `${b.billable.name} ${b.description ?? ''} ${b.billing_date}`}
      searchPlaceholder="Search billings"
      emptyText="No billings on this matter yet."
      toolbar={toolbar}
    />
  );
}

/**
 * Time & Billings: a new billing and the matter's timer above the matter's bills, so what is
 * added shows in the list beneath it; the selected un-invoiced bills the selected un-invoiced ones become one invoice
 * (convert-bills-to-invoice) or are deleted after a confirmation. With none selected, invoicing
 * goes straight to the invoice editor for the matter's client (extended.md §4).
 */
export function BillingsTab({ matter, canInvoice }: { matter: SelectedCase; canInvoice: boolean }) {
  const { labels, currency } = useCompany();
  const navigate = useNavigate();
  const bills = useBillings(matter.id);
  const convert = useConvertBills(matter.id);
  const remove = useDeleteBills(matter.id);
  const billables = useMatterNotes(matter.id, matter.court_type_id, matter.scale_id);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmInvoice, setConfirmInvoice] = useState(false);
  const [made, setMade] = useState<number | null>(null);
  // Only bills still on the list and not invoiced count (a bill invoiced meanwhile drops out).
  const open = new Set((bills.data ?? []).filter((b) => !b.invoiced).map((b) => b.id));
  const chosen = selected.filter((id) => open.has(id));
  const chosenBills = (bills.data ?? []).filter((b) => chosen.includes(b.id));
  const chosenTotal = chosenBills.reduce((sum, b) => sum + b.bill, 0);

  const invoice = async () => {
    if (chosen.length === 0) {
      const query = new URLSearchParams({
        tab: 'create-invoices',
        client: matter.client_id,
        clientName: matter.client?.name ?? '',
        comment: `${matter.file_number}: ${matter.title}`,
      });
      void navigate(`/invoices-and-quotes?${query}`);
      return;
    }
    // Invoicing cannot be undone: the bills, their total and the client are shown first.
    setConfirmInvoice(true);
  };

  const convertChosen = async () => {
    try {
      const reply = await convert.mutateAsync({
        bills: chosen,
        caseID: matter.id,
        clientRef: matter.client_reference ?? undefined,
        billingDate: formatDate(new Date()),
      });
      setSelected([]);
      setMade(reply.invoiceNumber);
      toast.success(`${labels.invoice} ${reply.invoiceNumber} created`, {
        action: {
          label: 'Open',
          onClick: () => void navigate(invoiceLink(reply.invoiceNumber)),
        },
      });
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const askDelete = () => {
    if (chosen.length === 0) {
      toast.warning(LEGAL_MESSAGES.deleteNoBills);
      return;
    }
    setConfirmDelete(true);
  };

  const deleteBills = async () => {
    try {
      await remove.mutateAsync({ selectedBills: chosen, caseID: matter.id });
      setSelected([]);
      toast.success('Billings deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  if (bills.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{bills.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void bills.refetch()}>
          Try again
        </Button>
      </div>
    );

  return (
    <div className="grid gap-4">
      {billables.isPending ? (
        <Skeleton className="h-64 w-full" aria-busy="true" />
      ) : billables.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{billables.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void billables.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <BillingForm caseID={matter.id} billables={billables.data.billables} />
          <MatterTimer key={matter.id} caseID={matter.id} billables={billables.data.billables} />
        </div>
      )}
      {made !== null && (
        <p
          role="status"
          className="rounded-md border border-success/30 bg-success/10 p-3 text-sm text-success"
        >
          {labels.invoice} {made} was created from the selected billings.{' '}
          <Link to={invoiceLink(made)} className="font-medium underline underline-offset-4">
            Open {labels.invoice.toLowerCase()} {made}
          </Link>
        </p>
      )}
      <BillingsTable
        rows={bills.data ?? []}
        loading={bills.isPending}
        selected={chosen}
        onSelected={setSelected}
        toolbar={
          <>
            {canInvoice && (
              <Button onClick={() => void invoice()} loading={convert.isPending}>
                <FilePlus2 aria-hidden="true" />
                {chosen.length ? `Invoice selected (${chosen.length})` : `New ${labels.invoice}`}
              </Button>
            )}
            <Button variant="outline" onClick={askDelete}>
              <Trash2 aria-hidden="true" /> Delete selected
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={confirmInvoice}
        onOpenChange={setConfirmInvoice}
        title={`Invoice ${chosenBills.length} billing${chosenBills.length === 1 ? '' : 's'} to ${matter.client?.name ?? 'the client'}?`}
        description={
          <span className="grid gap-2" data-testid="invoice-preview">
            <span>
              One {labels.invoice.toLowerCase()} for {matter.client?.name ?? 'the client'} (
              {matter.file_number}); the billings are then locked.
            </span>
            <span className="grid max-h-48 gap-1 overflow-y-auto">
              {chosenBills.map((b) => (
                <span key={b.id} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {b.billing_date} {b.billable.name} ({b.units_billed ?? billedUnitsText(b)})
                  </span>
                  <span className="whitespace-nowrap tabular-nums">
                    {formatMoney(b.bill, currency)}
                  </span>
                </span>
              ))}
            </span>
            <span className="flex justify-between gap-3 border-t pt-2 font-medium text-foreground">
              <span>Total of the billings (VAT as the company's settings say)</span>
              <span className="whitespace-nowrap tabular-nums" aria-label="Total of the billings">
                {formatMoney(chosenTotal, currency)}
              </span>
            </span>
          </span>
        }
        confirmLabel={`Create ${labels.invoice.toLowerCase()}`}
        onConfirm={convertChosen}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${chosen.length} billing${chosen.length === 1 ? '' : 's'}?`}
        description="They are removed from the matter; this cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={deleteBills}
      />
    </div>
  );
}
