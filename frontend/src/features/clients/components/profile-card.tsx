import { Building2, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCompany } from '../../../lib/company';
import type { ClientProfile } from '../api/get-client-profile';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** Who the client is and where their account stands, at a glance. */
export function ProfileCard({ profile }: { profile: ClientProfile }) {
  const { currency } = useCompany();
  const { client } = profile;
  const initials = client.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const place = [client.address, client.city, client.postal_code].filter(Boolean).join(', ');

  return (
    <Card aria-label="Profile card">
      <CardHeader className="flex items-center gap-4">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand text-lg font-semibold text-brand-foreground"
          aria-hidden="true"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <CardTitle asChild>
            <h2 className="break-words">{client.name}</h2>
          </CardTitle>
          {client.id_number && (
            <p className="text-sm text-muted-foreground">ID {client.id_number}</p>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm">
          {client.institution && <Line icon={<Building2 />}>{client.institution}</Line>}
          {client.position && <Line icon={<UserRound />}>{client.position}</Line>}
          {client.phone && (
            <Line icon={<Phone />}>
              <a href={`tel:${client.phone}`} className="hover:underline">
                {client.phone}
              </a>
            </Line>
          )}
          {client.email && (
            <Line icon={<Mail />}>
              <a href={`mailto:${client.email}`} className="break-all hover:underline">
                {client.email}
              </a>
            </Line>
          )}
          {place && <Line icon={<MapPin />}>{place}</Line>}
        </ul>
        <dl className="grid grid-cols-3 gap-2 border-t pt-4 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">Quotes</dt>
            <dd className="text-lg font-semibold tabular-nums">{profile.total_quotes_issued}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Invoices due</dt>
            <dd className="text-lg font-semibold tabular-nums">{profile.total_invoices_due}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Paid</dt>
            <dd className="text-lg font-semibold tabular-nums">{profile.total_invoices_paid}</dd>
          </div>
        </dl>
        {profile.arrear.amount > 0 && (
          <p className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            In arrears: {formatMoney(profile.arrear.amount, currency)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
