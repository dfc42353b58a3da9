import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { LoginForm } from '../../../components/auth/login-form';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';

export function LoginPage() {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  useEffect(() => {
    document.title = `Login · ${company.name}`;
  }, [company.name]);
  if (signedIn) return <Navigate to="/switchboard" replace />;
  return (
    <AuthCard
      title="Login"
      description={`Sign in to ${company.name}.`}
      footer={
        <>
          New here?{' '}
          <Link
            to="/register"
            className="font-medium text-brand underline-offset-4 hover:underline"
          >
            Register
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
