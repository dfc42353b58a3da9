import { CreditCard } from 'lucide-react';
import { LEVEL } from '@shared/access';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCardStatus, useUpdateCardStatus } from '../api/card-status';

/** Whether the student's card is at the school; a super admin may change it. */
export function CardStatusPanel({ sid }: { sid: string }) {
  const user = useSignedInUser();
  const card = useCardStatus(sid);
  const update = useUpdateCardStatus();
  const present = card.data?.status === 'present';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <CreditCard className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">Student card:</span>
      {card.isPending ? (
        <Skeleton className="h-5 w-16" />
      ) : card.isError ? (
        <span className="text-destructive">{card.error.message}</span>
      ) : (
        <Badge variant={present ? 'success' : 'outline'} aria-live="polite">
          {present ? 'Present' : 'Absent'}
        </Badge>
      )}
      {user.alevel >= LEVEL.superAdmin && card.data && (
        <Button
          variant="outline"
          size="sm"
          loading={update.isPending}
          onClick={() =>
            update.mutate(sid, {
              onSuccess: (reply) =>
                toast.success(
                  `The card is now marked ${reply.status === 'present' ? 'present' : 'absent'}.`,
                ),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          Mark {present ? 'absent' : 'present'}
        </Button>
      )}
    </div>
  );
}
