import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useSignedInUser } from '../../../lib/api/current-user';
import { downloadBlob } from '../../../lib/download';
import { usePaymentsSameDate } from '../api/get-all-payments-same-date';
import { useSelectedSchool } from '../api/get-selected-school';
import { useStudentProfile } from '../api/get-student-profile';
import { AccountSummary } from '../components/account-summary';
import { RECEIPT_FILE_NAME, receiptInput, renderReceipt } from '../lib/receipt';
import { receiptsParam } from '../lib/receipt-link';

type ReceiptState = {
  sid?: string;
  date?: string;
  student?: { sid?: string };
  payment?: { entry_date?: string };
};

/** The student and the day from the router state (the spec's params) or the query (`?sid=&date=`). */
function useReceiptParams(): { sid: string; date: string; receipts?: number[] } | null {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as ReceiptState;
  const sid = params.get('sid') ?? state.sid ?? state.student?.sid ?? '';
  const date = (params.get('date') ?? state.date ?? state.payment?.entry_date ?? '').slice(0, 10);
  const receipts = receiptsParam(params.get('rec'));
  return sid && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { sid, date, receipts } : null;
}

/**
 * The payment receipt (`/payments-receipt`): the school's header, the student, the payments of
 * one day (or, with `?rec=`, of one card payment) and their total, and the year's mini statement; previewed here and downloaded as
 * Payment-Receipt.pdf. Arriving without a student and a day goes to the switchboard.
 */
export function PaymentsReceiptPage() {
  const wanted = useReceiptParams();
  if (!wanted) return <Navigate to="/switchboard" replace />;
  return <Receipt sid={wanted.sid} date={wanted.date} receipts={wanted.receipts} />;
}

function Receipt({ sid, date, receipts }: { sid: string; date: string; receipts?: number[] }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const school = useSelectedSchool(user.emis);
  const profile = useStudentProfile(sid);
  const day = usePaymentsSameDate(sid, date, receipts);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.title = `Payment Receipt · ${date}`;
  }, [date]);

  const input = useMemo(
    () =>
      school.data && profile.data && day.data
        ? receiptInput({
            school: school.data,
            student: profile.data.student,
            date,
            payments: day.data.payments,
            finance: profile.data.studentFinance,
            year: profile.data.year,
          })
        : null,
    [school.data, profile.data, day.data, date],
  );

  // The PDF preview beside the receipt (not on small screens): the same bytes as the download.
  useEffect(() => {
    if (!input) return;
    let live = true;
    let made: string | null = null;
    renderReceipt(input).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setPreview(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [input]);

  const download = async () => {
    if (!input) return;
    setSaving(true);
    try {
      downloadBlob(await renderReceipt(input), RECEIPT_FILE_NAME);
    } catch {
      toast.error('The receipt PDF could not be made. Try again.');
    } finally {
      setSaving(false);
    }
  };

  const back = (
    <Button
      variant="outline"
      onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/switchboard'))}
    >
      <ArrowLeft aria-hidden="true" /> Back
    </Button>
  );
  const failure = school.error ?? profile.error ?? day.error;
  if (failure)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-semibold">Payment Receipt</h1>
        <FormAlert>{failure.message}</FormAlert>
        <div>{back}</div>
      </div>
    );
  if (!input || !school.data || !profile.data || !day.data)
    return (
      <div className="mx-auto grid max-w-3xl gap-4" aria-busy="true">
        <h1 className="text-2xl font-semibold">Payment Receipt</h1>
        <Skeleton className="h-28" />
        <Skeleton className="h-48" />
      </div>
    );

  const money = (cents: number) => formatMoney(cents, input.currency);
  const { student } = profile.data;
  const s = school.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Payment Receipt</h1>
        <div className="flex flex-wrap gap-2">
          {back}
          <Button onClick={() => void download()} loading={saving}>
            <Download aria-hidden="true" /> Download PDF
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <article
          aria-label="Receipt"
          className="grid gap-5 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
        >
          <header className="flex flex-col gap-4">
            <div>
              <h2 className="text-lg font-semibold">{s.schname}</h2>
              <address className="text-sm text-muted-foreground not-italic">
                {input.school.address?.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {s.sch_tel && <span className="block">Tel: {s.sch_tel}</span>}
              </address>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted-foreground">Date</dt>
              <dd className="font-medium">{date}</dd>
              <dt className="text-muted-foreground">Student</dt>
              <dd className="font-medium">{student.name}</dd>
              <dt className="text-muted-foreground">Student No</dt>
              <dd className="font-medium">{student.sid}</dd>
              {student.class && (
                <>
                  <dt className="text-muted-foreground">Class</dt>
                  <dd className="font-medium">{student.class}</dd>
                </>
              )}
            </dl>
          </header>
          <div className="rounded-md border">
            <Table>
              <TableCaption className="sr-only">Payments on {date}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Receipt No</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="hidden sm:table-cell">Method</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {day.data.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="tabular-nums">{p.rec_num}</TableCell>
                    <TableCell>{p.description}</TableCell>
                    <TableCell className="hidden sm:table-cell">{p.method}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {money(p.amount)}
                    </TableCell>
                  </TableRow>
                ))}
                {day.data.payments.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                      No payments on this day.
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
              <tfoot className="border-t bg-muted/50">
                <TableRow>
                  <TableCell colSpan={2} className="font-semibold sm:hidden">
                    Total Paid
                  </TableCell>
                  <TableCell colSpan={3} className="hidden font-semibold sm:table-cell">
                    Total Paid
                  </TableCell>
                  <TableCell
                    className="text-right font-semibold whitespace-nowrap tabular-nums"
                    data-testid="receipt-total"
                  >
                    {money(day.data.total)}
                  </TableCell>
                </TableRow>
              </tfoot>
            </Table>
          </div>
          <AccountSummary
            finance={profile.data.studentFinance}
            currency={input.currency}
            title="Mini Statement"
            year={profile.data.year}
            className="shadow-none"
          />
        </article>
        <div className="hidden min-h-[40rem] overflow-hidden rounded-lg border bg-muted lg:block">
          {preview ? (
            <iframe title="Receipt PDF preview" src={preview} className="h-[40rem] w-full" />
          ) : (
            <Skeleton className="h-[40rem] w-full" />
          )}
        </div>
      </div>
    </div>
  );
}
