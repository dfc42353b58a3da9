import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientProfile } from '../features/clients/api/get-client-profile';
import { MattersCard } from '../features/clients/components/matters-card';
import { legalCompany } from '../features/legal/components/test-render';
import { SlotsProvider } from '../lib/slots';
import { fakeApi, renderForCompany } from '../lib/test-render';
import { SLOTS } from './screens';

const user = vi.hoisted(() => ({ alevel: 9 }));
vi.mock('../lib/api/current-user', () => ({ useSignedInUser: () => user }));

const profile = (clientId: string) =>
  ({
    client: { id: clientId },
    invoices: [],
    cases: [],
    cursor: null,
    more: { quotes: false, invoices: false, matters: false },
  }) as unknown as ClientProfile;

describe('the slot table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lends legal's new-matter dialog to the client profile", async () => {
    const api = fakeApi(() => ({ body: { rows: [], items: [] } }));
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(
      legalCompany,
      '/manage-clients',
      <SlotsProvider value={SLOTS}>
        <MattersCard profile={profile('client-7')} />
      </SlotsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Matter' }));
    // The dialog's code downloads on first use.
    expect(
      await screen.findByRole('dialog', { name: 'Add Matter' }, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('shows no Add button when no feature fills the slot', () => {
    renderForCompany(legalCompany, '/manage-clients', <MattersCard profile={profile('c')} />);
    expect(screen.getByRole('heading', { name: 'Matters' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Matter' })).toBeNull();
  });
});
