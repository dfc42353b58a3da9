import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useMatterClient } from '../api/matters';

const FIELDS = [
  ['name', 'Name'],
  ['id_number', 'ID number'],
  ['client_reference', 'Reference'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['institution', 'Institution'],
  ['position', 'Person in charge'],
  ['address', 'Address'],
  ['city', 'City'],
  ['postal_code', 'Postal code'],
  ['notes', 'Notes'],
] as const;

/** The matter's client: their details, and a link to their profile. */
export function ClientTab({ clientId }: { clientId: string }) {
  const { labels } = useCompany();
  const profile = useMatterClient(clientId);
  if (profile.isPending) return <Skeleton className="h-64 w-full" aria-busy="true" />;
  if (profile.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>{profile.error.message}</FormAlert>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  const client = profile.data.client;
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <div key={key} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {label}
            </dt>
            <dd className="break-words">
              {client[key] || <span className="text-muted-foreground">—</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={`/manage-clients?sid=${encodeURIComponent(client.id)}`}>
          Open {labels.client.toLowerCase()} profile
        </Link>
      </Button>
    </div>
  );
}
