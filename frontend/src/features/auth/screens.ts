import type { Screen } from '../../lib/screens';

export const AUTH_SCREENS: Screen[] = [
  {
    path: '/login',
    public: true,
    page: () => import('./pages/login-page').then((m) => m.LoginPage),
  },
  {
    path: '/register',
    public: true,
    page: () => import('./pages/register-page').then((m) => m.RegisterPage),
  },
  {
    // Issue 29: the signed-in person's two-factor sign-in (and managers' company rule).
    path: '/account/security',
    // Reached from the back office's header (the shield), at every level.
    page: () => import('./pages/account-security-page').then((m) => m.AccountSecurityPage),
  },
];
