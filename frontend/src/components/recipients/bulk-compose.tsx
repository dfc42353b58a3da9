import { Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { errorText } from '../../lib/api-client';
import { newRequestId } from '../../lib/compose';
import { useRecipientGroup } from '../../lib/recipients';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { toast } from '../ui/sonner';
import { RecipientGroupField } from './recipient-group-field';

/** A bulk compose form's values: at least its recipients group. */
type ComposeValues = { groupId: string };

/** Who one send goes to: the group, its members' ids, and the send's idempotency id. */
export type SendTo = { group: string | undefined; ids: string[]; sendId: string };

/** The server's answer to a send: its message, and whom it did not send to (if anyone). */
export type SendReply = { message: string; notSent?: string };

/**
 * What the bulk composers (SMS, email) share: the chosen group's members as the recipients (a
 * send never goes while they are unknown), one request id a send (a retried post sends nothing
 * twice), the reply's message as a toast and what was not sent, or why it failed, above the
 * button. `send` answers whether it was sent, so the form can clear itself.
 */
export function useBulkCompose<T extends ComposeValues>(form: UseFormReturn<T>) {
  const groupId = useWatch({ control: form.control, name: 'groupId' as Path<T> }) as string;
  const recipients = useRecipientGroup(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendId, setSendId] = useState(newRequestId);

  const send = async (post: (to: SendTo) => Promise<SendReply>): Promise<boolean> => {
    setProblem(null);
    const members = recipients.recipients();
    if ('problem' in members) {
      setProblem(members.problem);
      return false;
    }
    try {
      const reply = await post({ group: recipients.group ?? undefined, ids: members.ids, sendId });
      toast.success(reply.message);
      if (reply.notSent) setProblem(reply.notSent);
      setSendId(newRequestId());
      return true;
    } catch (error) {
      setProblem(errorText(error));
      return false;
    }
  };

  return { form, recipients, problem, send };
}

export type BulkCompose<T extends ComposeValues> = ReturnType<typeof useBulkCompose<T>>;

/**
 * The frame of a bulk compose form: its heading, the first field beside 'Recipients group',
 * the rest of the fields, the problem, and the send button, shown only once `ready` (the spec:
 * when the title or subject and the message are filled).
 */
export function BulkComposeForm<T extends ComposeValues>({
  compose,
  label,
  heading,
  first,
  ready,
  pending,
  sendLabel,
  onSubmit,
  children,
}: {
  compose: BulkCompose<T>;
  /** Names the form for assistive technology (and the browser tests). */
  label: string;
  heading: string;
  first: ReactNode;
  ready: boolean;
  pending: boolean;
  sendLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const { form, recipients, problem } = compose;
  return (
    <form
      noValidate
      aria-label={label}
      className="grid content-start gap-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="font-semibold">{heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {first}
        <Controller
          control={form.control}
          name={'groupId' as Path<T>}
          render={({ field }) => (
            <RecipientGroupField
              value={field.value as string}
              onChange={field.onChange}
              recipients={recipients}
            />
          )}
        />
      </div>
      {children}
      <FormAlert>{problem}</FormAlert>
      {ready && (
        <Button
          type="submit"
          className="justify-self-start"
          loading={pending || recipients.waiting}
        >
          <Send aria-hidden="true" /> {sendLabel}
        </Button>
      )}
    </form>
  );
}
