import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OwingAccountView } from '@shared/home/due';
import type { SchoolPaymentView } from '@shared/school/schemas';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { formatMoney } from '@shared/money/money';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useFeesOwing } from '../api/fees-owing';
import { useLearners, type Learner } from '../api/get-learners';
import { useStudentPayments } from '../api/get-selected-student-payment';
import { useDeletePayment } from '../api/payment-changes';
import { AccountSummary } from '../components/account-summary';
import { CardStatusPanel } from '../components/card-status';
import { FeeRemindersPanel } from '../components/fee-reminders';
import { PaymentDialog } from '../components/payment-dialog';
import { PaymentsTable } from '../components/payments-table';
import { StatementButton } from '../components/statement-dialog';
import { StudentFinder } from '../components/student-finder';
import { StudentHeading } from '../components/student-heading';

const ONLINE_LOCKED = 'A card payment is recorded by the card gateway and cannot be changed here';

/**
 * Student Payments (`/student-payments`, admins and up): find a learner, see the year's account,
 * record payments taken at the school, edit or delete them (card payments stay as the gateway
 * recorded them), open receipts, download a statement of account, and the student card's status.
 */
export function StudentPaymentsPage() {
  const { company } = useCompany();
  const [params, setParams] = useSearchParams();
  const sid = params.get('sid') || null;
  // The home's unpaid fees link here with `?owing=1`: the learners owing instead of all.
  const owing = params.get('owing') === '1';
  useEffect(() => {
    document.title = `Student Payments · ${company.name}`;
  }, [company.name]);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Student Payments</h1>
      <StudentFinder
        key={sid ?? ''}
        initial={sid ?? ''}
        onFind={(next) => setParams({ sid: next })}
      />
      {sid ? <StudentAccount sid={sid} /> : owing ? <OwingList /> : <LearnersList />}
      <FeeRemindersPanel />
    </div>
  );
}

function LearnersList() {
  const learners = useLearners();
  if (learners.isError) return <FormAlert>{learners.error.message}</FormAlert>;
  return (
    <section aria-labelledby="learners-heading" className="grid gap-3">
      <h2 id="learners-heading" className="font-semibold">
        Learners
      </h2>
      <DataTable<Learner>
        caption="Learners"
        rows={learners.rows}
        loading={learners.isPending}
        more={learners}
        moreLabel="Load more learners"
        getRowId={(l) => l.sid}
        searchText={(l) => `${l.sid} ${l.name} ${l.class ?? ''}`}
        searchPlaceholder="Search learners…"
        emptyText="No learners with a student number yet."
        columns={[
          { key: 'sid', header: 'Student No', cell: (l) => l.sid, className: 'tabular-nums' },
          { key: 'name', header: 'Name', cell: (l) => l.name },
          {
            key: 'class',
            header: 'Class',
            cell: (l) => l.class ?? '',
            className: 'hidden sm:table-cell',
          },
          {
            key: 'open',
            header: 'Payments',
            className: 'text-right',
            cell: (l) => (
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`?sid=${encodeURIComponent(l.sid)}`}
                  aria-label={`Open payments of ${l.name}`}
                >
                  Open
                </Link>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

function OwingList() {
  const { currency } = useCompany();
  const owing = useFeesOwing();
  if (owing.isError) return <FormAlert>{owing.error.message}</FormAlert>;
  return (
    <section aria-labelledby="owing-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="owing-heading" className="font-semibold">
          Learners owing
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to="/student-payments">All learners</Link>
        </Button>
      </div>
      <DataTable<OwingAccountView>
        caption="Learners owing"
        rows={owing.rows}
        loading={owing.isPending}
        more={owing}
        moreLabel="Load more learners owing"
        getRowId={(l) => l.sid}
        emptyText="No learner owes fees this year."
        columns={[
          // At 390 px the student number goes under the name, so Owing and Open stay in view.
          {
            key: 'sid',
            header: 'Student No',
            cell: (l) => l.sid,
            className: 'hidden tabular-nums sm:table-cell',
          },
          {
            key: 'name',
            header: 'Name',
            className: 'break-words',
            cell: (l) => (
              <>
                {l.name}
                <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
                  {l.sid}
                </span>
              </>
            ),
          },
          {
            key: 'owing',
            header: 'Owing',
            cell: (l) => formatMoney(l.owing, currency),
            className: 'text-right tabular-nums whitespace-nowrap',
          },
          {
            key: 'open',
            header: 'Payments',
            className: 'text-right',
            cell: (l) => (
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`?sid=${encodeURIComponent(l.sid)}`}
                  aria-label={`Open payments of ${l.name || l.sid}`}
                >
                  Open
                </Link>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

function StudentAccount({ sid }: { sid: string }) {
  const { currency } = useCompany();
  const account = useStudentPayments(sid);
  const remove = useDeletePayment();
  const [editing, setEditing] = useState<SchoolPaymentView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SchoolPaymentView | null>(null);

  if (account.isPending)
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the student">
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  if (account.isError) return <FormAlert>{account.error.message}</FormAlert>;
  const { student, studentFinance, year, payments } = account.data;

  const actions = (payment: SchoolPaymentView) => {
    const locked = payment.source === 'online';
    return (
      <>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={locked}
          title={locked ? ONLINE_LOCKED : 'Edit'}
          aria-label={`Edit payment ${payment.rec_num}`}
          onClick={() => setEditing(payment)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={locked}
          title={locked ? ONLINE_LOCKED : 'Delete'}
          aria-label={`Delete payment ${payment.rec_num}`}
          className="size-9 text-destructive"
          onClick={() => setDeleting(payment)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </>
    );
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <StudentHeading student={student} />
          <CardStatusPanel sid={sid} />
        </div>
        <div className="flex flex-wrap gap-2">
          <StatementButton sid={sid} studentName={student.name} />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Record payment
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <AccountSummary finance={studentFinance} currency={currency} year={year} />
        <section aria-labelledby="payments-heading" className="grid gap-3">
          <h2 id="payments-heading" className="font-semibold">
            Payments
          </h2>
          <PaymentsTable
            payments={payments}
            currency={currency}
            actions={actions}
            caption={`Payments of ${student.name}`}
          />
          {payments.some((p) => p.source === 'online') && (
            <p className="text-sm text-muted-foreground">
              Card payments are marked Card: {ONLINE_LOCKED.charAt(0).toLowerCase()}
              {ONLINE_LOCKED.slice(1)}.
            </p>
          )}
        </section>
      </div>
      {editing && (
        <PaymentDialog
          sid={sid}
          finance={studentFinance}
          currency={currency}
          payment={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure you want to delete this item?"
        description={
          deleting
            ? `Payment ${deleting.rec_num}: ${deleting.description}, ${formatMoney(deleting.amount, currency)}. The balance goes up by this amount.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({
              id: deleting.id,
              sid,
              row_version: deleting.row_version,
            });
            toast.success(PAYMENT_MESSAGES.paymentDeleted);
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </div>
  );
}
