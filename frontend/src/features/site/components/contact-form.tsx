import { MESSAGES } from '@shared/messages';
import { contactFormBody } from '@shared/site/schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSubmitContactForm } from '../api/submit-contact-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/schema-form';

/** Under each empty field the spec's 'This Field is required'; above them its summary alert. */
function fieldMessage(message: string | undefined) {
  return message === MESSAGES.contactAllRequired ? MESSAGES.thisFieldIsRequired : message;
}

export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { company } = useCompany();
  const submit = useSubmitContactForm();
  const { form } = useSchemaForm(
    contactFormBody,
    { emis: company.emis, name: '', email: '', phone: '', subject: '', body: '' },
    { parse: true },
  );
  const { errors } = form.formState;
  const missing = Object.values(errors).some(
    (error) => error?.message === MESSAGES.contactAllRequired,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast.success(MESSAGES.formSubmitted);
      form.reset({ emis: company.emis, name: '', email: '', phone: '', subject: '', body: '' });
    } catch (error) {
      toast.error(MESSAGES.oops, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <FormAlert variant="inline" className="sm:col-span-2">
        {missing && MESSAGES.contactAllRequired}
      </FormAlert>
      <FormField label="Name" error={fieldMessage(errors.name?.message)}>
        <Input id={`${idPrefix}-name`} autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={fieldMessage(errors.email?.message)}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Phone" error={fieldMessage(errors.phone?.message)}>
        <Input id={`${idPrefix}-phone`} type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label="Subject" error={fieldMessage(errors.subject?.message)}>
        <Input id={`${idPrefix}-subject`} {...form.register('subject')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Message" error={fieldMessage(errors.body?.message)}>
          <Textarea id={`${idPrefix}-body`} rows={5} {...form.register('body')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={submit.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
