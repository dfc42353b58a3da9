import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../../components/auth/register-form';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { useInvitedUser } from '../api/get-invited-user';
import { AuthCard } from '../components/auth-card';
import { InvitedRegisterForm } from '../components/invited-register-form';
import { FormAlert } from '../../../components/ui/form-alert';

/** /register, or /register?token=… for an invited person (the invitation is loaded first). */
export function RegisterPage() {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  const [params] = useSearchParams();
  const token = params.get('token');
  const invited = useInvitedUser(token);
  useEffect(() => {
    document.title = `Register · ${company.name}`;
  }, [company.name]);
  if (signedIn) return <Navigate to="/switchboard" replace />;

  const footer = (
    <>
      Already registered?{' '}
      <Link to="/login" className="font-medium text-brand underline-offset-4 hover:underline">
        Login
      </Link>
    </>
  );
  if (!token) {
    return (
      <AuthCard
        title="Register"
        description={`Create your account with ${company.name}.`}
        footer={footer}
      >
        <RegisterForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Accept your invitation"
      description={`Join ${company.name} on Kantoor.`}
      footer={footer}
    >
      {invited.isPending ? (
        <div role="status" aria-label="Loading the invitation" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : invited.isError ? (
        <FormAlert>{invited.error.message}</FormAlert>
      ) : (
        <InvitedRegisterForm token={token} invited={invited.data} />
      )}
    </AuthCard>
  );
}
