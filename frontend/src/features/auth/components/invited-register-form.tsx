import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCESS_LEVEL_NAMES, isAccessLevel } from '@shared/access';
import type { InvitedUser } from '@shared/auth/session';
import { registerInvitedBody } from '@shared/auth/schemas';
import { MESSAGES } from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useRegisterInvitedUser } from '../api/register-invited-user';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/schema-form';

/** Registration through an invitation: prefilled, the email fixed, the level the invitation's. */
export function InvitedRegisterForm({ token, invited }: { token: string; invited: InvitedUser }) {
  const register = useRegisterInvitedUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm(
    registerInvitedBody,
    {
      token,
      name: invited.name,
      email: invited.email,
      tel: invited.phone,
      password: '',
      emis: invited.emis,
    },
    { parse: true },
  );
  const { errors } = form.formState;
  const level = isAccessLevel(invited.alevel)
    ? ACCESS_LEVEL_NAMES[invited.alevel]
    : `level ${invited.alevel}`;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await register.mutateAsync(values);
      await navigate('/switchboard');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Register">
      <p className="rounded-md bg-muted p-3 text-sm">
        You were invited to join as <strong>{level}</strong>.
      </p>
      <FormField label="Full name" error={errors.name?.message}>
        <Input id="invited-name" autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        hint="The address the invitation was sent to."
      >
        <Input id="invited-email" type="email" readOnly {...form.register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.tel?.message}>
        <Input id="invited-tel" type="tel" autoComplete="tel" {...form.register('tel')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint="New here? At least 8 characters with an upper case letter, a digit and a special character. Already have a Kantoor account? Use its password."
      >
        <Input
          id="invited-password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="w-full" loading={register.isPending}>
        Register
      </Button>
    </form>
  );
}
