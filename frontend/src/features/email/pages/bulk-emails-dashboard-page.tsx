import { useEffect } from 'react';
import type { SentEmailView } from '@shared/email/schemas';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useSentEmails } from '../api/get-sent-emails';
import { ComposeEmailForm } from '../components/compose-email-form';

/** Bulk Email: one email to a group's members and typed addresses; the sends so far. */
export function BulkEmailsDashboardPage() {
  const { company } = useCompany();
  const sent = useSentEmails();
  useEffect(() => {
    document.title = `Bulk Email · ${company.name}`;
  }, [company.name]);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Bulk Email</h1>
      <ComposeEmailForm />
      <section aria-labelledby="sent-emails-title" className="grid min-w-0 gap-3">
        <h2 id="sent-emails-title" className="text-lg font-semibold">
          Sent emails
        </h2>
        {sent.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : sent.isError ? (
          <FormAlert>{sent.error.message}</FormAlert>
        ) : (
          <DataTable<SentEmailView>
            caption="Sent emails"
            rows={sent.data}
            getRowId={(e) => e.id}
            searchText={(e) => `${e.subject} ${e.preview} ${e.sent_by ?? ''}`}
            searchPlaceholder="Search sent emails"
            emptyText="No emails sent yet."
            columns={[
              {
                key: 'when',
                header: 'Date',
                className: 'whitespace-nowrap',
                cell: (e) => e.date_time,
              },
              { key: 'subject', header: 'Subject', cell: (e) => e.subject },
              { key: 'sent', header: 'Sent', cell: (e) => e.sent, className: 'tabular-nums' },
              {
                key: 'not-sent',
                header: 'Not sent',
                cell: (e) => e.not_sent,
                className: 'tabular-nums',
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
