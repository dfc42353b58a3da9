import { inviteBody } from '@shared/users/schemas';
import { MESSAGES } from '@shared/messages';
import { ChoiceField, TextField } from '../../../components/form-fields';
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
import { toast } from '../../../components/ui/sonner';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAccessLinks } from '../api/get-users-access-links';
import { useInviteSomeone } from '../api/invite-someone';

// The domain is the site this screen runs on, added when sending (the server checks it).
const inviteForm = inviteBody.omit({ userDomain: true });

type InviteValues = {
  userName: string;
  userPhone: string;
  userEmail: string;
  userAccess: string;
  userSid: string;
};

/**
 * The 'Invite Users' dialog (core.md §5): name, phone and access level are required, the email
 * must look like text@text; the User SID field shows only where SID is enabled. Any answer but
 * 'success' says 'Oops, Something Went Wrong!'; either way the dialog closes.
 */
export function InviteDialog({
  email = '',
  sidEnabled,
  onOpenChange,
}: {
  email?: string;
  sidEnabled: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const links = useAccessLinks();
  const invite = useInviteSomeone();
  const { form, alert, submitWith } = useSchemaForm<InviteValues>(inviteForm, {
    userName: '',
    userPhone: '',
    userEmail: email,
    userAccess: '',
    userSid: '',
  });
  const options = (links.data ?? []).map((l) => ({ value: String(l.alevel), label: l.name }));

  const submit = () =>
    submitWith(inviteForm, async (values) => {
      try {
        const reply = await invite.mutateAsync({
          ...values,
          userSid: sidEnabled ? values.userSid : undefined,
          userDomain: window.location.host,
        });
        if (reply === 'success') toast.success(MESSAGES.invitationSent);
        else toast.error(MESSAGES.oops);
      } catch (error) {
        toast.error(MESSAGES.oops, {
          description: error instanceof Error ? error.message : undefined,
        });
      }
      onOpenChange(false);
    });

  return (
    <Dialog open onOpenChange={(open) => !invite.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Invite Users</DialogTitle>
          <DialogDescription>
            The person gets an email with a link to register at the level you choose.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Invite Users"
          className="grid items-start gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField form={form} name="userName" label="Name" required autoComplete="off" />
          <TextField form={form} name="userPhone" label="Phone" type="tel" required />
          <TextField
            form={form}
            name="userEmail"
            label="Email"
            type="email"
            required
            autoComplete="off"
          />
          <ChoiceField
            form={form}
            name="userAccess"
            label="Access level"
            required
            options={options}
          />
          {sidEnabled && <TextField form={form} name="userSid" label="User SID" />}
          <FormAlert className="sm:col-span-2">{alert}</FormAlert>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
