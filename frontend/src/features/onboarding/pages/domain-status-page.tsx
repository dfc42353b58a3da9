import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDomainStatus } from '../api/get-domain-status';
import { DomainChangeSection } from '../components/domain-change-section';
import { DomainStatusPanel } from '../components/domain-status-panel';

/**
 * Site Domain (managers): the company's website domain, its state and the DNS record to set, and
 * a change of domain (issue 27).
 */
export function DomainStatusPage() {
  const status = useDomainStatus();
  useEffect(() => {
    document.title = 'Site Domain';
  }, []);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Site Domain</h1>
          <p className="mt-1 text-muted-foreground">
            Where your company&apos;s website answers, and what its domain still needs.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void status.refetch()}
          loading={status.isFetching && !status.isPending}
        >
          <RefreshCw aria-hidden="true" /> Check again
        </Button>
      </div>
      {status.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : status.isError ? (
        <FormAlert>{status.error.message}</FormAlert>
      ) : (
        <DomainStatusPanel status={status.data} />
      )}
      <DomainChangeSection />
    </div>
  );
}
