import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { NotInPlan } from '../components/not-in-plan';
import { useCompany } from '../lib/company';
import { useSignedInUser } from '../lib/api/current-user';
import { passes, planRefusal, type ScreenGuard } from '../lib/screens';
import { useEnrolRequired, useToken } from '../lib/session';

/**
 * Back-office routes need the signed-in state (token and flag); without it any of them goes to
 * /. Going back from the payment receipt lands on the switchboard, as the spec says.
 */
export function RequireSession() {
  const token = useToken();
  const enrolRequired = useEnrolRequired();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const previous = useRef(location.pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = location.pathname;
    if (from === '/payments-receipt' && location.pathname !== from && navigationType === 'POP') {
      void navigate('/switchboard', { replace: true });
    }
  }, [location.pathname, navigationType, navigate]);

  if (!token) return <Navigate to="/" replace />;
  // The company requires two-factor and this session has none yet: enrolment first.
  if (enrolRequired && location.pathname !== '/account/security')
    return <Navigate to="/account/security?required=1" replace />;
  return <Outlet />;
}

/**
 * A screen's guard (from the registry): below its level, 'Access Denied!' and who it is for;
 * outside the company's plan, the plans that include it and the way to Plan & Billing.
 */
export function RequireLevel(guard: ScreenGuard) {
  const user = useSignedInUser();
  const { company } = useCompany();
  if (!passes(user, guard)) return <AccessDenied>{guard.denied}</AccessDenied>;
  const refusal = planRefusal(company, guard);
  if (refusal) return <NotInPlan message={refusal} />;
  return <Outlet />;
}
