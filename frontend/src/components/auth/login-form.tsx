import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginBody } from '@shared/auth/schemas';
import type { SignInReply } from '@shared/auth/two-factor';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '../../lib/api-client';
import { useLogin, useTwoFactorSignIn } from '../../lib/api/login';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { FormAlert } from '../ui/form-alert';
import { useSchemaForm } from '../../lib/schema-form';

const failureText = (error: unknown) =>
  `${MESSAGES.accessDenied} ${error instanceof ApiError ? error.message : MESSAGES.oops}`;

/** Where a session goes: enrolment first when required, the switchboard otherwise. */
function destination(reply: SignInReply): string {
  if (!('token' in reply)) return '/switchboard';
  if (reply.enrolRequired) return '/account/security?required=1';
  if (reply.recoveryUsed) return '/account/security?recovered=1';
  return '/switchboard';
}

/**
 * Email and password; success goes to the switchboard, failure says 'Access Denied!' and why.
 * An account with two-factor is then asked for a code (issue 29).
 */
export function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const login = useLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { form } = useSchemaForm(loginBody, { email: '', password: '' }, { parse: true });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await login.mutateAsync(values);
      if ('challenge' in reply) {
        setChallenge(reply.challenge);
        return;
      }
      await navigate(destination(reply));
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  if (challenge) {
    return (
      <CodeStep
        idPrefix={idPrefix}
        challenge={challenge}
        onRestart={() => {
          setChallenge(null);
          form.resetField('password');
        }}
        onSignedIn={(reply) => void navigate(destination(reply))}
      />
    );
  }

  // POST: the public home renders this form on the server, and a visitor's browser sending it
  // before its code runs (or without JavaScript) never puts a password in an address.
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4" aria-label="Login">
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

/** The second step: a code from the authenticator app, or one of the recovery codes. */
function CodeStep({
  idPrefix,
  challenge,
  onRestart,
  onSignedIn,
}: {
  idPrefix: string;
  challenge: string;
  onRestart: () => void;
  onSignedIn: (reply: SignInReply) => void;
}) {
  const signIn = useTwoFactorSignIn();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (code.trim() === '') {
      setFailure('Enter the 6-digit code from your authenticator app, or a recovery code.');
      return;
    }
    try {
      onSignedIn(await signIn.mutateAsync({ challenge, code }));
    } catch (error) {
      setFailure(failureText(error));
      setCode('');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Code">
      <p className="text-sm text-muted-foreground">
        Two-factor sign-in is on for this account. Enter the 6-digit code your authenticator app
        shows, or one of your recovery codes if you lost the device.
      </p>
      <FormField label="Code">
        <Input
          id={`${idPrefix}-code`}
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        Verify
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
