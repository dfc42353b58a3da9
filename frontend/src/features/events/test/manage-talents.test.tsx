import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentRow } from '@shared/events/schemas';
import { endSession } from '../../../lib/session';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { TalentHours } from '../components/talent-hours';
import { TalentProfile } from '../components/talent-profile';

const company = testCompany({
  emis: 'ubuntu',
  name: 'Ubuntu',
  domain: 'agency.localhost',
  industry: 'Agency',
});

const row = (n: number): AppointmentRow => ({
  id: `a${n}`,
  title: `Booking ${n}`,
  start: `2026-03-0${n} 09:00:00`,
  end: `2026-03-0${n} 17:00:00`,
  rates: 25_000,
  hours: 8,
  lineTotal: 230_000,
  payout: 200_000,
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('Hours & Rate', () => {
  it('shows the totals, 5 bookings and the next 5 on Load more, amounts unwrapped', async () => {
    const api = fakeApi((_path, body) => {
      const cursor = (body as { cursor?: string }).cursor;
      return cursor
        ? {
            body: {
              rows: [row(6)],
              cursor: null,
              totals: { hours: 48, payout: 1_200_000, lineTotal: 1_380_000, count: 6 },
            },
          }
        : {
            body: {
              rows: [1, 2, 3, 4, 5].map(row),
              cursor: 'next',
              totals: { hours: 48, payout: 1_200_000, lineTotal: 1_380_000, count: 6 },
            },
          };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(company, '/manage-talents', <TalentHours staffId="s1" />);
    await waitFor(() => expect(screen.getByTestId('total-hours')).toHaveTextContent('48'));
    expect(screen.getByTestId('total-payout')).toHaveTextContent('R 12,000.00');
    expect(screen.getByTestId('total-payout')).toHaveClass('whitespace-nowrap');
    expect(screen.getByTestId('total-line-total')).toHaveTextContent('R 13,800.00');
    const table = screen.getByRole('table', { name: 'Bookings' });
    await waitFor(() => expect(within(table).getAllByTestId('line-total')).toHaveLength(5));
    expect(within(table).getAllByTestId('line-total')[0]).toHaveClass('whitespace-nowrap');
    expect(api.calls[0]?.body).toEqual({ staffID: 's1', limit: 5 });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByTestId('line-total')).toHaveLength(6));
    expect(api.calls[1]?.body).toEqual({ staffID: 's1', limit: 5, cursor: 'next' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the talent has no bookings', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({
        body: { rows: [], cursor: null, totals: { hours: 0, payout: 0, lineTotal: 0, count: 0 } },
      })).fetch,
    );
    renderForCompany(company, '/manage-talents', <TalentHours staffId="s1" />);
    expect(await screen.findByText('No bookings yet.')).toBeVisible();
  });
});

describe('the talent profile picture', () => {
  it('takes images only, and uploads one into the staff folder named by the talent id', async () => {
    const api = fakeApi((path, body) => {
      if (path.endsWith('/get-images-for-given-folder')) return { body: [] };
      if (path.endsWith('/upload-image'))
        return { body: [{ name: 's1-abc123.png', url: '/images/staff/ubuntu/s1-abc123.png' }] };
      return { status: 404, body: { error: String(body) } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForCompany(
      company,
      '/manage-talents',
      <TalentProfile
        staff={{
          id: 's1',
          name: 'Thandi',
          id_number: '900',
          phone: '0821234567',
          email: null,
          city: 'Cape Town',
          address: null,
          created_at: null,
          updated_at: null,
        }}
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose an image file (PNG or JPEG).')).toBeVisible();
    expect(api.calls.some((c) => c.path.endsWith('/upload-image'))).toBe(false);

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Thandi’s picture' })).toHaveAttribute(
      'src',
      '/images/staff/ubuntu/s1-abc123.png',
    );
    expect(api.calls.find((c) => c.path.endsWith('/upload-image'))?.body).toMatchObject({
      folder: 'staff',
      name: 's1',
    });
  });
});
