import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../lib/session';
import { RequireSession } from './guard';

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
