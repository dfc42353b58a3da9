import { useEffect } from 'react';
import { useCompany } from '../../../lib/company';
import { useSmsAnalytics } from '../api/get-data-and-analytics';
import { ComposeSmsForm } from '../components/compose-sms-form';
import { ScheduledSmsPanel } from '../components/scheduled-sms-panel';
import { SentSmsSection } from '../components/sent-sms-section';
import { SmsGroupsPanel } from '../components/sms-groups-panel';

/** The spec: the screen shows 20 credits until the real balance arrives. */
const DEFAULT_CREDITS = 20;

/** Bulk SMS: credits and analytics, groups and members, compose now or on a schedule, sent list. */
export function BulkSmsDashboardPage() {
  const { company } = useCompany();
  const analytics = useSmsAnalytics();
  useEffect(() => {
    document.title = `Bulk SMS · ${company.name}`;
  }, [company.name]);
  const figures: Array<[string, number | undefined]> = [
    ['Credits', analytics.data?.credits ?? DEFAULT_CREDITS],
    ['Sent', analytics.data?.sent],
    ['Delivered', analytics.data?.delivered],
    ['Rejected', analytics.data?.rejected],
    ['Scheduled', analytics.data?.scheduled],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Bulk SMS</h1>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="SMS figures">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[20rem_1fr]">
        <SmsGroupsPanel />
        <ComposeSmsForm />
      </div>
      <ScheduledSmsPanel />
      <SentSmsSection />
    </div>
  );
}
