import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { CampaignView } from '@shared/sms/schemas';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCancelCampaign } from '../api/cancel-sms-campaign';
import { useSmsAnalytics } from '../api/get-data-and-analytics';

/** The active campaigns, next run first, each with a Cancel that asks before it stops anything. */
export function ScheduledSmsPanel() {
  const analytics = useSmsAnalytics();
  const cancel = useCancelCampaign();
  const [victim, setVictim] = useState<CampaignView | null>(null);
  return (
    <section aria-labelledby="scheduled-title" className="grid min-w-0 gap-3">
      <h2 id="scheduled-title" className="text-lg font-semibold">
        Scheduled messages
      </h2>
      {analytics.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : analytics.isError ? (
        <FormAlert>{analytics.error.message}</FormAlert>
      ) : (
        <DataTable<CampaignView>
          caption="Scheduled messages"
          rows={analytics.data.campaigns}
          getRowId={(c) => c.id}
          searchText={(c) => `${c.title} ${c.body} ${c.cycle}`}
          searchPlaceholder="Search scheduled messages"
          emptyText="Nothing scheduled."
          columns={[
            { key: 'title', header: 'Title', cell: (c) => c.title },
            { key: 'next', header: 'Next run', cell: (c) => c.next_run ?? '—' },
            { key: 'cycle', header: 'Cycle', cell: (c) => c.cycle },
            {
              key: 'actions',
              header: 'Actions',
              cell: (c) => (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Cancel ${c.title}`}
                  onClick={() => setVictim(c)}
                >
                  <CalendarX aria-hidden="true" /> Cancel
                </Button>
              ),
            },
            { key: 'runs', header: 'Runs', cell: (c) => c.runs },
            { key: 'last', header: 'Last result', cell: (c) => c.last_result ?? '—' },
          ]}
        />
      )}
      <ConfirmDialog
        open={victim !== null}
        onOpenChange={(open) => {
          if (!open) setVictim(null);
        }}
        title="Cancel this scheduled SMS?"
        description={
          victim
            ? `"${victim.title}" (${victim.cycle}) will not be sent again. This cannot be undone.`
            : undefined
        }
        confirmLabel="Cancel SMS"
        cancelLabel="Keep it"
        destructive
        onConfirm={async () => {
          if (!victim) return;
          try {
            const reply = await cancel.mutateAsync(victim.id);
            toast.success(reply.message);
          } catch (error) {
            toast.error(errorText(error));
            throw error;
          }
        }}
      />
    </section>
  );
}
