import { Mail } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { requiredEmail } from '@shared/validation/fields';
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
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSendDocumentEmail } from '../api/document-email';

const emailForm = z.object({
  to: requiredEmail('Enter the email address to send it to'),
  message: z.string().max(2000, 'The message can be at most 2,000 characters'),
});
type EmailValues = { to: string; message: string };

type Props = {
  kind: 'invoice' | 'quote';
  number: number;
  /** The client's email on record: the recipient proposed (editable). */
  clientEmail?: string;
  clientName: string;
  companyName: string;
};

/**
 * "Send by email": the document's PDF attached, with a link where the client views it (and pays
 * an invoice's balance by card). The recipient is the client's email, editable, and a message.
 */
export function SendEmailButton(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => setOpen(true)}
      >
        <Mail aria-hidden="true" /> Send by email
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open && <SendForm {...props} onClose={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SendForm({
  kind,
  number,
  clientEmail,
  clientName,
  companyName,
  onClose,
}: Props & { onClose: () => void }) {
  const what = kind === 'invoice' ? 'invoice' : 'quotation';
  const { form } = useSchemaForm<EmailValues>(emailForm, {
    to: clientEmail ?? '',
    message: `Dear ${clientName},\n\nPlease find ${what} ${number} attached.${
      kind === 'invoice' ? ' You can view it and pay by card from the link below.' : ''
    }\n\nKind regards,\n${companyName}`,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendDocumentEmail();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send.mutateAsync({ kind, number, to: values.to, message: values.message });
      toast.success(`The ${what} was sent to ${values.to}`);
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  });
  return (
    <form
      noValidate
      aria-label={`Send ${what} by email`}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <DialogHeader>
        <DialogTitle>
          Send {what} {number} by email
        </DialogTitle>
        <DialogDescription>
          The {what} goes as a PDF, with a link where the client can view it
          {kind === 'invoice' ? ' and pay the balance by card' : ''}.
        </DialogDescription>
      </DialogHeader>
      <FormField label="To" required error={errors.to?.message}>
        <Input type="email" autoComplete="email" {...form.register('to')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={7} maxLength={2000} {...form.register('message')} />
      </FormField>
      <FormAlert>{problem}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          <Mail aria-hidden="true" /> Send
        </Button>
      </DialogFooter>
    </form>
  );
}
