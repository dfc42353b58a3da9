import { banUserBody, type MemberView } from '@shared/users/schemas';
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
import { ownError, useSchemaForm } from '../../../lib/schema-form';
import { useBanUser } from '../api/ban-user';

/** The server's own check of the reason (required: the spec's alert). */
const banForm = banUserBody.pick({ reason: true });

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
  const { form, alert, setAlert } = useSchemaForm(banForm, { reason: '' }, { parse: true });

  const submit = form.handleSubmit(
    ({ reason }) => {
      setAlert(null);
      ban.mutate(
        { user: member.id, reason },
        {
          onSuccess: () => {
            onBanned();
            onOpenChange(false);
          },
          onError: (error) => setAlert(error.message),
        },
      );
    },
    (errors) => setAlert(errors.reason?.message ?? null),
  );

  return (
    <Dialog open onOpenChange={(open) => !ban.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ban {member.name}</DialogTitle>
          <DialogDescription>
            {member.email} will be signed out and cannot sign in to this company until unbanned.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Ban user"
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <FormField
            label="Reason for deactivation"
            required
            error={ownError(form.formState.errors.reason?.message, alert)}
          >
            <Textarea rows={3} maxLength={500} {...form.register('reason')} />
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
