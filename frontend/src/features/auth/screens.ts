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
  {
    // Issue 29 (POPIA s24): the signed-in person corrects their own name and phone.
    path: '/account/details',
    // Reached from the back office's header (next to the shield), at every level and plan.
    page: () => import('./pages/my-details-page').then((m) => m.MyDetailsPage),
  },
];
