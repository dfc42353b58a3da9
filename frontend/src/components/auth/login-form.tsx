import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginBody } from '@shared/auth/schemas';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '../../lib/api-client';
import { useLogin } from '../../lib/api/login';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { FormAlert } from '../ui/form-alert';
import { useSchemaForm } from '../../lib/schema-form';

/** Email and password; success goes to the switchboard, failure says 'Access Denied!' and why. */
export function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const login = useLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm(loginBody, { email: '', password: '' }, { parse: true });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      await navigate('/switchboard');
    } catch (error) {
      setFailure(
        `${MESSAGES.accessDenied} ${error instanceof ApiError ? error.message : MESSAGES.oops}`,
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Login">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="username"
          {...form.register('email')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="w-full" loading={login.isPending}>
        Login
      </Button>
    </form>
  );
}
