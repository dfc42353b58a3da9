import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shared/messages';
import type { MemberView } from '@shared/users/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useBanUser } from '../api/ban-user';

/** Ban asks for a reason (core.md §5): empty gives the spec's alert. */
export function BanDialog({
  member,
  onOpenChange,
  onBanned,
}: {
  member: MemberView;
  onOpenChange: (open: boolean) => void;
  onBanned: () => void;
}) {
  const ban = useBanUser();
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setAlert(MESSAGES.banReasonRequired);
    setAlert(null);
    ban.mutate(
      { user: member.id, reason: reason.trim() },
      {
        onSuccess: () => {
          onBanned();
          onOpenChange(false);
        },
        onError: (error) => setAlert(error.message),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !ban.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ban {member.name}</DialogTitle>
          <DialogDescription>
            {member.email} will be signed out and cannot sign in to this company until unbanned.
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label="Ban user" className="grid gap-4" onSubmit={submit}>
          <FormField label="Reason for deactivation" required>
            <Textarea
              rows={3}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <FormAlert>{alert}</FormAlert>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={ban.isPending}>
              Ban
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
