import type { SentSmsView } from '@shared/sms/schemas';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSmsAnalytics } from '../api/get-data-and-analytics';

const STATUS: Record<SentSmsView['status'], 'success' | 'secondary' | 'destructive'> = {
  delivered: 'success',
  sent: 'secondary',
  rejected: 'destructive',
};

/** The messages sent, newest first, with their delivery status. */
export function SentSmsSection() {
  const analytics = useSmsAnalytics();
  return (
    <section aria-labelledby="sent-title" className="grid min-w-0 gap-3">
      <h2 id="sent-title" className="text-lg font-semibold">
        Sent messages
      </h2>
      {analytics.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : analytics.isError ? (
        <FormAlert>{analytics.error.message}</FormAlert>
      ) : (
        <DataTable<SentSmsView>
          caption="Sent messages"
          rows={analytics.data.sentSMSes}
          getRowId={(m) => m.id}
          searchText={(m) => `${m.title} ${m.body} ${m.to} ${m.name ?? ''}`}
          searchPlaceholder="Search sent messages"
          emptyText="No messages sent yet."
          columns={[
            {
              key: 'when',
              header: 'Sent',
              cell: (m) => <span className="whitespace-nowrap">{m.date_time}</span>,
            },
            { key: 'to', header: 'To', cell: (m) => (m.name ? `${m.name} (${m.to})` : m.to) },
            { key: 'title', header: 'Title', cell: (m) => m.title },
            {
              key: 'status',
              header: 'Status',
              cell: (m) => <Badge variant={STATUS[m.status]}>{m.status}</Badge>,
            },
          ]}
        />
      )}
    </section>
  );
}
