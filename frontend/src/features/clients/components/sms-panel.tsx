import { ArrowDownLeft, ArrowUpRight, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  studentParentMessageBody,
  type ClientMessageView,
  type SendSmsReply,
} from '@shared/sms/schemas';
import { smsSegments } from '@shared/sms/segments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/api-client';
import { useClientMessages, useMessageSchool, useSendClientSms } from '../api/client-messages';
import { useSchemaForm } from '../../../lib/schema-form';

/** The spec's success wording for the panel (extended.md §8). */
const SENT = 'Messages Successfully Sent!';
const STATUS = { delivered: 'success', sent: 'secondary', rejected: 'destructive' } as const;

/**
 * A send reply that is not a list of sent messages is shown as the server's detail in red
 * (extended.md §8): here, a send that reached nobody says why.
 */
function problemOf(reply: SendSmsReply): string | null {
  if (Array.isArray(reply.messages) && reply.messages.length > 0) return null;
  const reasons = (reply.invalid ?? []).map((i) => i.reason).join('; ');
  return reasons || reply.message || 'The message was not sent.';
}

/** The message, by the server's own rule (required, at most one long SMS). */
const messageForm = z.object({ body: studentParentMessageBody.shape.bulkSMSBody });
type MessageValues = { body: string };

type Props = { clientId: string; clientName: string; sid: string | null; mode: 'admin' | 'family' };

/**
 * The Account tab's SMS panel. Admins see the conversation (the SMS sent to this client and
 * the family's messages) and send an SMS; a parent or student writes to the school instead.
 */
export function SmsPanel({ clientId, clientName, sid, mode }: Props) {
  // The shared rule trims what it is given (its input is unknown): the form holds text.
  const { form } = useSchemaForm<MessageValues, MessageValues>(
    messageForm,
    { body: '' },
    { parse: true },
  );
  const body = useWatch({ control: form.control, name: 'body' });
  const [failure, setFailure] = useState<string | null>(null);
  // The field's own message and a failed send show in one place, under the message.
  const problem = form.formState.errors.body?.message ?? failure;
  const messages = useClientMessages(clientId, mode === 'admin');
  const sendSms = useSendClientSms(clientId);
  const messageSchool = useMessageSchool(sid ?? '');
  const pending = sendSms.isPending || messageSchool.isPending;
  const fieldId = useId();
  const problemId = `${fieldId}-problem`;

  const submit = form.handleSubmit(async ({ body: text }) => {
    setFailure(null);
    try {
      if (mode === 'admin') {
        const reply = await sendSms.mutateAsync(text);
        const failed = problemOf(reply);
        if (failed) return setFailure(failed);
      } else {
        await messageSchool.mutateAsync(text);
      }
      toast.success(SENT);
      form.reset();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const segments = body.trim() ? smsSegments(body) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{mode === 'admin' ? 'SMS' : 'Send us a message'}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          aria-label={mode === 'admin' ? `SMS ${clientName}` : 'Send us a message'}
          className="grid gap-2"
          onSubmit={(event) => {
            setFailure(null);
            void submit(event);
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            Message
          </label>
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={1530}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            {...form.register('body')}
          />
          {mode === 'admin' && segments > 0 && (
            <p className="text-xs text-muted-foreground">
              {body.length} characters, {segments} SMS credit{segments === 1 ? '' : 's'}
            </p>
          )}
          <div id={problemId}>
            <FormAlert>{problem}</FormAlert>
          </div>
          <Button type="submit" className="justify-self-start" loading={pending}>
            <Send aria-hidden="true" /> {mode === 'admin' ? 'Send SMS' : 'Send message'}
          </Button>
        </form>
        {mode === 'admin' && <Conversation query={messages} />}
      </CardContent>
    </Card>
  );
}

function Conversation({ query }: { query: ReturnType<typeof useClientMessages> }) {
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <FormAlert>{query.error.message}</FormAlert>;
  if (query.data.length === 0)
    return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ul className="grid max-h-96 gap-2 overflow-y-auto" aria-label="Messages">
      {query.data.map((m) => (
        <MessageItem key={m.id} message={m} />
      ))}
    </ul>
  );
}

function MessageItem({ message: m }: { message: ClientMessageView }) {
  const incoming = m.direction === 'in';
  return (
    <li
      className={
        incoming
          ? 'mr-6 rounded-lg border bg-muted/50 p-3 text-sm'
          : 'ml-6 rounded-lg border bg-card p-3 text-sm'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          {incoming ? (
            <>
              <ArrowDownLeft aria-hidden="true" className="size-3" /> From {m.name ?? 'the family'}
            </>
          ) : (
            <>
              <ArrowUpRight aria-hidden="true" className="size-3" /> SMS to {m.to}
            </>
          )}
        </span>
        <span>{m.date_time}</span>
      </div>
      <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
      {!incoming && (
        <Badge variant={STATUS[m.status]} className="mt-2">
          {m.status}
        </Badge>
      )}
    </li>
  );
}
