import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LEVEL } from '@shared/access';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useStudentProfile } from '../api/get-student-profile';
import { AccountSummary } from '../components/account-summary';
import { PayForm } from '../components/pay-form';
import { PaymentsTable } from '../components/payments-table';
import { StatementButton } from '../components/statement-dialog';
import { StudentFinder } from '../components/student-finder';
import { StudentHeading } from '../components/student-heading';

/**
 * Secure Online Payment (`/pay-online`): the student's account summary and the form that pays
 * by card. A parent or student pays for the student their account is linked to; staff and up
 * pick a student by number (`?sid=`).
 */
export function PayOnlinePage() {
  const user = useSignedInUser();
  const { company, currency } = useCompany();
  const staff = user.alevel >= LEVEL.staff;
  const [params, setParams] = useSearchParams();
  const sid = staff ? params.get('sid') || null : user.sid;
  const profile = useStudentProfile(sid);

  useEffect(() => {
    document.title = `Secure Online Payment · ${company.name}`;
  }, [company.name]);

  let body;
  if (!sid)
    body = staff ? (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        Find a student by student number to see their account and pay.
      </p>
    ) : (
      <div className="rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">Your account is not linked to a student yet.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Ask the school to link your account to your child’s student number, then come back here.
        </p>
      </div>
    );
  else if (profile.isPending)
    body = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading the account">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  else if (profile.isError) body = <FormAlert>{profile.error.message}</FormAlert>;
  else {
    const { student, studentFinance, payments, year } = profile.data;
    body = (
      <div className="grid gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <StudentHeading student={student} />
          <StatementButton sid={student.sid} studentName={student.name} />
        </div>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start">
          <AccountSummary finance={studentFinance} currency={currency} year={year} />
          <section
            aria-labelledby="pay-heading"
            className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-5"
          >
            <h2 id="pay-heading" className="flex items-center gap-2 font-semibold">
              <LockKeyhole className="size-4 text-brand" aria-hidden="true" /> Pay by card
            </h2>
            <p className="text-sm text-muted-foreground">
              Choose what to pay for and the amount. You pay on the card gateway’s secure page; your
              card details never reach {company.name}.
            </p>
            <PayForm
              key={student.sid}
              sid={student.sid}
              finance={studentFinance}
              currency={currency}
            />
          </section>
        </div>
        <section aria-labelledby="paid-heading" className="grid gap-3">
          <h2 id="paid-heading" className="font-semibold">
            Payments {year}
          </h2>
          <PaymentsTable payments={payments} currency={currency} caption={`Payments ${year}`} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Secure Online Payment</h1>
        <p className="mt-1 text-muted-foreground">
          School fees and the year’s other billings, paid by card.
        </p>
      </div>
      {staff && (
        <StudentFinder
          key={sid ?? ''}
          initial={sid ?? ''}
          busy={profile.isFetching}
          onFind={(next) => setParams({ sid: next })}
        />
      )}
      {body}
    </div>
  );
}
