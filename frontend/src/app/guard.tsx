import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { useSignedInUser } from '../lib/api/current-user';
import { passes, type ScreenGuard } from '../lib/screens';
import { useToken } from '../lib/session';

/**
 * Back-office routes need the signed-in state (token and flag); without it any of them goes to
 * /. Going back from the payment receipt lands on the switchboard, as the spec says.
 */
export function RequireSession() {
  const token = useToken();
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
  return <Outlet />;
}

/** A screen's level guard (from the registry): below it, 'Access Denied!' and who it is for. */
export function RequireLevel(guard: ScreenGuard) {
  const user = useSignedInUser();
  if (!passes(user, guard)) return <AccessDenied>{guard.denied}</AccessDenied>;
  return <Outlet />;
}
