import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEVEL } from '@shared/access';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@shared/auth/two-factor';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useStartEnrolment,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from '../api/two-factor';

/** The signed-in person's sign-in security: two-factor sign-in (issue 29). */
export function AccountSecurityPage() {
  const status = useTwoFactorStatus();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'Sign-in security';
  }, []);

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4">
      <h1 className="text-2xl font-semibold">Sign-in security</h1>
      {params.get('required') && !status.data?.enabled && (
        <FormAlert>
          Your company requires two-factor sign-in for your level. Set it up to continue to the back
          office.
        </FormAlert>
      )}
      {params.get('recovered') && (
        <FormAlert>
          You signed in with a recovery code. If you lost your device, set up two-factor again on a
          new one: your old codes stop working.
        </FormAlert>
      )}
      {status.isPending ? (
        <Skeleton className="h-48 w-full" aria-label="Loading" />
      ) : status.isError ? (
        <FormAlert>
          {errorText(status.error)}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : (
        <>
          <TwoFactorCard status={status.data} />
          {user.alevel >= LEVEL.manager && <CompanyRule status={status.data} />}
        </>
      )}
    </section>
  );
}

function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const start = useStartEnrolment();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const begin = async () => {
    setFailure(null);
    try {
      setEnrolment(await start.mutateAsync());
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          After your password, Kantoor asks for a 6-digit code from an authenticator app on your
          phone (Google Authenticator, Microsoft Authenticator, 1Password and others).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : enrolment ? (
          <Enrolment
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onConfirmed={(recovery) => {
              setEnrolment(null);
              setCodes(recovery);
            }}
          />
        ) : (
          <>
            <p className="text-sm" role="status">
              {status.enabled
                ? `On since ${status.enabledAt ?? 'enrolment'}. ${status.recoveryLeft} of 10 recovery codes left.`
                : 'Off. Your account is protected by your password only.'}
            </p>
            <FormAlert>{failure}</FormAlert>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void begin()} loading={start.isPending}>
                {status.enabled ? 'Set up on a new device' : 'Set up two-factor sign-in'}
              </Button>
              {status.enabled && !status.required && <DisableButton />}
            </div>
            {status.enabled && status.required && (
              <p className="text-sm text-muted-foreground">
                Your company requires two-factor sign-in at your level, so it stays on.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      onConfirmed((await confirm.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label="Enrol">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan the QR code with your authenticator app, or type the key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img
          src={qr}
          alt="QR code for your authenticator app"
          className="size-44 shrink-0 rounded border bg-white p-1"
        />
        <div className="grid min-w-0 gap-2 text-sm">
          <span className="font-medium">Key</span>
          <code data-testid="two-factor-key" className="break-all rounded bg-muted px-2 py-1">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <a
            href={enrolment.uri}
            data-testid="two-factor-uri"
            className="text-brand underline-offset-4 hover:underline"
          >
            Open in an authenticator app on this device
          </a>
        </div>
      </div>
      <FormField label="Code from the app">
        <Input
          id="two-factor-confirm-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={confirm.isPending}>
          Turn on
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3" role="region" aria-label="Recovery codes">
      <p className="text-sm font-medium" role="status">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once
        if you lose your device. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function DisableButton() {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Turn off
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setCode('');
            setFailure(null);
          }
        }}
        title="Turn off two-factor sign-in?"
        description={
          <span className="grid gap-2">
            <span>Your password alone will sign you in. Enter a current code to confirm.</span>
            <Input
              aria-label="Current code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {failure && <span className="text-destructive">{failure}</span>}
          </span>
        }
        confirmLabel="Turn off"
        destructive
        onConfirm={async () => {
          setFailure(null);
          try {
            await disable.mutateAsync(code);
          } catch (error) {
            setFailure(errorText(error));
            throw error;
          }
        }}
      />
    </>
  );
}

function CompanyRule({ status }: { status: TwoFactorStatus }) {
  const policy = useTwoFactorPolicy();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company rule</CardTitle>
        <CardDescription>
          When on, admins and above must set up two-factor sign-in before they reach the back
          office.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <label className="flex items-center gap-3 text-sm" htmlFor="require-two-factor">
          <Switch
            id="require-two-factor"
            checked={status.requireForAdmins}
            disabled={policy.isPending}
            onCheckedChange={(checked) => {
              setFailure(null);
              policy.mutate(checked, { onError: (error) => setFailure(errorText(error)) });
            }}
          />
          Require two-factor sign-in for admins and above
        </label>
        <FormAlert>{failure}</FormAlert>
      </CardContent>
    </Card>
  );
}
