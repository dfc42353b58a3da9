import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { DomainStatusReply } from '@shared/onboarding/schemas';
import { Badge } from '../../../components/ui/badge';

const STATES = {
  active: { label: 'Active', variant: 'success', icon: CircleCheck },
  'pending-validation': { label: 'Pending validation', variant: 'outline', icon: Clock },
  failed: { label: 'Failed', variant: 'destructive', icon: CircleAlert },
} as const;

/**
 * A company's domain: its state (active, pending validation, failed) and, until it is active,
 * the DNS record to set at the domain's DNS provider.
 */
export function DomainStatusPanel({ status }: { status: DomainStatusReply }) {
  const state = STATES[status.status];
  const Icon = state.icon;
  return (
    <section
      aria-label="Domain status"
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Icon className="size-6 text-brand" aria-hidden="true" />
        <h2 className="text-lg font-semibold break-all">{status.domain}</h2>
        <Badge variant={state.variant} data-testid="domain-state">
          {state.label}
        </Badge>
      </div>
      {status.status === 'active' && (
        <p className="text-muted-foreground">
          The domain answers with its own certificate: visitors reach your website at{' '}
          <span className="font-medium text-foreground">{status.domain}</span>.
        </p>
      )}
      {status.status === 'failed' && (
        <p className="text-destructive">
          The certificate for this domain could not be issued. Check the record below, then ask
          Kantoor support to request it again.
        </p>
      )}
      {status.record && (
        <div className="grid gap-2">
          <p className="text-muted-foreground">
            {status.status === 'pending-validation'
              ? 'Create this record at your DNS provider. Once it resolves, Kantoor requests the certificate itself; this page shows the domain as active when it is done (usually within the hour).'
              : 'The record the domain needs:'}
          </p>
          <div className="overflow-x-auto">
            <table
              className="w-full min-w-[20rem] text-left text-sm"
              aria-label="DNS record to set"
            >
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Name
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody className="font-mono">
                <tr>
                  <td className="py-1 pr-4">{status.record.type}</td>
                  <td className="py-1 pr-4 break-all">{status.record.name}</td>
                  <td className="py-1 break-all">{status.record.value}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      )}
      {status.certificate && (
        <p className="text-xs text-muted-foreground">Certificate: {status.certificate}</p>
      )}
    </section>
  );
}
