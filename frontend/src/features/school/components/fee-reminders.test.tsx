import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../test/render';
import { FeeRemindersPanel } from './fee-reminders';

const user = vi.hoisted(() => ({ alevel: 9 }));
vi.mock('../../../lib/api/current-user', () => ({ useSignedInUser: () => user }));

describe('Fee reminders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a manager opt the school in by email', async () => {
    user.alevel = 9;
    let channel = 'off';
    const api = fakeApi((path, body) => {
      if (path.endsWith('/auth/save-fee-reminders'))
        channel = (body as { channel: string }).channel;
      return { body: { channel } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/student-payments', <FeeRemindersPanel />);
    await userEvent.click(await screen.findByRole('combobox', { name: /Remind parents/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'By email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.endsWith('/auth/save-fee-reminders'))).toBe(true),
    );
    expect(api.calls.find((c) => c.path.endsWith('/auth/save-fee-reminders'))?.body).toEqual({
      channel: 'email',
    });
  });

  it('shows an admin the choice without a form', async () => {
    user.alevel = 7;
    vi.stubGlobal('fetch', fakeApi(() => ({ body: { channel: 'sms' } })).fetch);
    renderAt('/student-payments', <FeeRemindersPanel />);
    expect(await screen.findByText(/one reminder SMS per due date/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
