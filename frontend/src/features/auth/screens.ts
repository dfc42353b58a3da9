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
];
