import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LEVEL } from '@shared/access';
import type { SessionUser } from '@shared/auth/session';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { featureRefusal } from '@shared/plans/entitlements';
import { currentUserKey } from '../lib/api/current-user';
import { CompanyProvider } from '../lib/company';
import { testCompany } from '../lib/test-render';
import { endSession, startSession } from '../lib/session';
import { RequireLevel, RequireSession } from './guard';

function app(initialEntries: string[], initialIndex?: number) {
  const page = (name: string) => ({ path: `/${name}`, element: <h1>{name}</h1> });
  return createMemoryRouter(
    [
      { path: '/', element: <h1>home</h1> },
      {
        element: <RequireSession />,
        children: ['switchboard', 'settings', 'payments-receipt'].map(page),
      },
    ],
    { initialEntries, initialIndex },
  );
}

describe('RequireSession', () => {
  afterEach(() => endSession());

  it('sends a signed-out visitor to /', async () => {
    render(<RouterProvider router={app(['/settings'])} />);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('needs both the token and the authenticated flag', async () => {
    localStorage.setItem('token', 'abc');
    render(<RouterProvider router={app(['/settings'])} />);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('lets a signed-in user in, and going back from the payment receipt lands on the switchboard', async () => {
    startSession('abc');
    const router = app(['/settings', '/payments-receipt'], 1);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'payments-receipt' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'switchboard' })).toBeInTheDocument();
    // Ordinary navigation is left alone.
    await act(() => router.navigate('/settings'));
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeInTheDocument();
  });

  it('ends on / when the session ends while inside', async () => {
    startSession('abc');
    render(<RouterProvider router={app(['/settings'])} />);
    expect(await screen.findByRole('heading', { name: 'settings' })).toBeInTheDocument();
    act(() => endSession());
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });
});

describe('RequireLevel', () => {
  // Unmount before the session ends: the guard lives inside the signed-in back office.
  afterEach(() => {
    cleanup();
    endSession();
  });

  function open(
    user: Partial<SessionUser>,
    guard: Parameters<typeof RequireLevel>[0],
    plan = 'Premium',
  ) {
    startSession('abc');
    const client = new QueryClient();
    client.setQueryData([...currentUserKey, 'abc'], { alevel: LEVEL.guest, ...user });
    const router = createMemoryRouter(
      [
        {
          path: '/screen',
          element: <RequireLevel {...guard} />,
          children: [{ index: true, element: <h1>screen</h1> }],
        },
      ],
      { initialEntries: ['/screen'] },
    );
    render(
      <QueryClientProvider client={client}>
        <CompanyProvider
          value={testCompany({ emis: 'acme', name: 'Acme', domain: 'acme.localhost', plan })}
        >
          <RouterProvider router={router} />
        </CompanyProvider>
      </QueryClientProvider>,
    );
  }

  it('opens the screen from its level up', async () => {
    open({ alevel: LEVEL.manager }, { level: LEVEL.admin, denied: 'For admins.' });
    expect(await screen.findByRole('heading', { name: 'screen' })).toBeInTheDocument();
  });

  it("says 'Access Denied!' and who it is for below its level", async () => {
    open({ alevel: LEVEL.staff }, { level: LEVEL.admin, denied: 'For admins.' });
    expect(await screen.findByRole('heading', { name: 'Access Denied!' })).toBeInTheDocument();
    expect(screen.getByText('For admins.')).toBeInTheDocument();
  });

  it("keeps the provider's screens to the provider", async () => {
    const guard = { level: LEVEL.superAdmin, providerOnly: true, denied: 'Provider only.' };
    open({ alevel: LEVEL.superAdmin, emis: 'someone-else' }, guard);
    expect(await screen.findByText('Provider only.')).toBeInTheDocument();
  });

  it('lets the provider in', async () => {
    const guard = { level: LEVEL.superAdmin, providerOnly: true, denied: 'Provider only.' };
    open({ alevel: LEVEL.superAdmin, emis: PROVIDER_EMIS }, guard);
    expect(await screen.findByRole('heading', { name: 'screen' })).toBeInTheDocument();
  });

  it('refuses a screen outside the plan with the plans that include it and Plan & Billing', async () => {
    const guard = { level: LEVEL.manager, denied: 'For managers.', feature: 'payroll' as const };
    open({ alevel: LEVEL.manager }, guard, 'Standard');
    expect(await screen.findByRole('heading', { name: 'Not in your plan' })).toBeInTheDocument();
    expect(screen.getByText(featureRefusal('payroll'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Plan & Billing' })).toHaveAttribute(
      'href',
      '/plan-and-billing',
    );
    cleanup();
    open({ alevel: LEVEL.manager }, guard, 'Premium');
    expect(await screen.findByRole('heading', { name: 'screen' })).toBeInTheDocument();
  });
});
