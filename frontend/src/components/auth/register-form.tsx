import { useState } from 'react';
import { useNavigate } from 'react-router';
import { registerBody } from '@shared/auth/schemas';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '../../lib/api-client';
import { useRegister } from '../../lib/api/register';
import { useCompany } from '../../lib/company';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { FormAlert } from '../ui/form-alert';
import { useSchemaForm } from '../../lib/schema-form';

/** Self-registration with the site's company: name, email, phone and a strong password. */
export function RegisterForm({ idPrefix = 'register' }: { idPrefix?: string }) {
  const { company } = useCompany();
  const registration = useRegister();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm(
    registerBody,
    { name: '', email: '', tel: '', password: '', emis: company.emis },
    { parse: true },
  );
  const { errors } = form.formState;
  const allRequired = [errors.name, errors.email, errors.tel, errors.password].some(
    (error) => error?.message === MESSAGES.allFieldsRequired,
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registration.mutateAsync(values);
      await navigate('/switchboard');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4" aria-label="Register">
      <FormAlert variant="inline">{allRequired && MESSAGES.allFieldsRequired}</FormAlert>
      <FormField label="Full name" error={errors.name?.message}>
        <Input id={`${idPrefix}-name`} autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Phone" error={errors.tel?.message}>
        <Input id={`${idPrefix}-tel`} type="tel" autoComplete="tel" {...form.register('tel')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters with an upper case letter, a digit and a special character."
      >
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="w-full" loading={registration.isPending}>
        Register
      </Button>
    </form>
  );
}
