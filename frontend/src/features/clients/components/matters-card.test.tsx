import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDUSTRY_LABELS } from '@shared/company/labels';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import type { ClientProfile, ProfileMatter } from '../api/get-client-profile';
import { MattersCard } from './matters-card';

vi.mock('../../../lib/api/current-user', () => ({ useSignedInUser: () => ({ alevel: 5 }) }));

const legalCompany = testCompany(
  { emis: 'legal', name: 'Mokoena Attorneys Inc.', domain: 'legal.localhost', plan: 'Legal' },
  { labels: INDUSTRY_LABELS['Legal Practice'], legal_services: true },
);

const matter = (n: number): ProfileMatter => ({
  id: `matter-${n}`,
  title: `Matter ${n} v Respondent`,
  file_number: `F${n}`,
  court: { name: 'High Court' },
  status: { name: 'Open' },
});

afterEach(() => vi.unstubAllGlobals());

describe("the client profile's matters (issue 24: a page, then Load more)", () => {
  it('shows the first page, then reads the next from the profile cursor on "Load more"', async () => {
    const api = fakeApi(() => ({
      body: {
        invoices: [],
        quotes: [],
        cases: [matter(1)],
        cursor: null,
        more: { quotes: false, invoices: false, matters: false },
      },
    }));
    vi.stubGlobal('fetch', api.fetch);
    const profile = {
      client: { id: '01CLIENT' },
      invoices: [],
      cases: [matter(3), matter(2)],
      cursor: 'cursor-2',
      more: { quotes: false, invoices: false, matters: true },
    } as unknown as ClientProfile;
    renderForCompany(legalCompany, '/manage-clients', <MattersCard profile={profile} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Matter 3 v Respondent' })).toBeVisible();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load more matters' }));
    await waitFor(() =>
      expect(api.calls).toEqual([
        {
          path: '/auth/get-client-profile',
          body: { clientReference: '01CLIENT', limit: 50, cursor: 'cursor-2' },
        },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Matter 1 v Respondent' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more matters' })).toBeNull();
  });

  it('has no "Load more" when the first page was the last', () => {
    const profile = {
      client: { id: '01CLIENT' },
      invoices: [],
      cases: [matter(1)],
      cursor: 'cursor-2',
      more: { quotes: false, invoices: true, matters: false },
    } as unknown as ClientProfile;
    renderForCompany(legalCompany, '/manage-clients', <MattersCard profile={profile} />);
    expect(screen.getByRole('link', { name: 'Matter 1 v Respondent' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });
});
