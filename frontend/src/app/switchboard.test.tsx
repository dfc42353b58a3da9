import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwitchboardPage } from '../features/switchboard/pages/switchboard-page';
import { ScreensProvider } from '../lib/screens';
import { renderForCompany, testCompany } from '../lib/test-render';
import { SCREENS } from './screens';

vi.mock('../lib/api/current-user', () => ({
  useSignedInUser: () => ({ alevel: 9, name: 'Thandi Manager', emis: 'school' }),
}));

const school = testCompany(
  { emis: 'school', name: 'Polokwane High', domain: 'school.localhost', plan: 'Premium' },
  {},
);

/** Answers every call at once, but the classes (is it a school?) only when `answer` is called. */
function api() {
  let answer!: () => void;
  const classes = new Promise<void>((resolve) => (answer = resolve));
  const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const fetch = async (path: string) => {
    if (path.endsWith('/auth/get-all-classes')) {
      await classes;
      return reply([{ id: 'grade-8a', name: 'Grade 8A' }]);
    }
    if (path.endsWith('/health')) return reply({ status: 'ok', mode: 'local' });
    if (path.endsWith('/auth/home-due')) return reply({ items: [], today: '2026-03-02' });
    return reply({});
  };
  return { fetch, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe('the switchboard (issue 28: nothing moves under the pointer)', () => {
  it('shows its tiles once it knows them all, the school’s with the rest', async () => {
    const { fetch, answer } = api();
    vi.stubGlobal('fetch', fetch);
    renderForCompany(
      school,
      '/switchboard',
      <ScreensProvider value={SCREENS}>
        <SwitchboardPage />
      </ScreensProvider>,
    );
    // Still asking whether the company is a school: no tiles yet (they would move once it is).
    expect(await screen.findByText('Loading your switchboard…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Switchboard' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();

    answer();
    const tiles = await screen.findByRole('list', { name: 'Switchboard' });
    expect(within(tiles).getByRole('link', { name: /Pay Online/ })).toBeVisible();
    expect(within(tiles).getByRole('link', { name: /Manage Users/ })).toBeVisible();
    expect(screen.getByText('Nothing needs attention today.')).toBeVisible();
    expect(screen.queryByText('Loading your switchboard…')).toBeNull();
  });
});
