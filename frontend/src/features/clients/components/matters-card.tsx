import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { atLeast, LEVEL } from '@shared/access';
import { statusTone } from '@shared/legal/status-tone';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { Slot, useHasSlot } from '../../../lib/slots';
import { useProfileMore, type ClientProfile } from '../api/get-client-profile';

/**
 * The client's matters (legal practices only, extended.md §2 Account): title, court and status,
 * each opening Manage Matters with that matter; admins add one for this client. The profile
 * brings the first page; "Load more" reads the next (issue 24).
 */
export function MattersCard({
  profile,
}: {
  profile: Pick<ClientProfile, 'client' | 'invoices' | 'cases' | 'cursor' | 'more'>;
}) {
  const { labels } = useCompany();
  const clientId = profile.client.id;
  const { rows: matters, more } = useProfileMore(clientId, profile, 'matters');
  const user = useSignedInUser();
  const [adding, setAdding] = useState(false);
  // Legal's dialog, through the slot table (a feature does not import another).
  const canAdd = useHasSlot('addMatter');
  const staff = atLeast(user.alevel, LEVEL.staff);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h3>{labels.matters}</h3>
        </CardTitle>
        {canAdd && atLeast(user.alevel, LEVEL.admin) && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add {labels.matter}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {matters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No {labels.matters.toLowerCase()} yet.</p>
        ) : (
          <ul className="divide-y" aria-label={labels.matters}>
            {matters.map((matter) => (
              <li
                key={matter.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  {staff ? (
                    <Link
                      to={`/manage-matters?case=${encodeURIComponent(matter.id)}`}
                      className="font-medium break-words text-brand underline-offset-4 hover:underline"
                    >
                      {matter.title}
                    </Link>
                  ) : (
                    <span className="font-medium break-words">{matter.title}</span>
                  )}
                  <p className="text-xs text-muted-foreground">
                    {[matter.file_number, matter.court?.name].filter(Boolean).join(' · ')}
                  </p>
                </div>
                {matter.status?.name && (
                  <Badge variant={statusTone(matter.status.name)}>{matter.status.name}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          more={more}
          label={`Load more ${labels.matters.toLowerCase()}`}
          className="pt-3"
        />
      </CardContent>
      {adding && <Slot name="addMatter" props={{ onOpenChange: setAdding, clientId }} />}
    </Card>
  );
}
