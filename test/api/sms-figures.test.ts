import { describe, expect, it } from 'vitest';
import { readFigure } from '../../functions/src/kernel/aggregates';
import { SMS_GROUPS, groupDeltas } from '../../functions/src/sms/groups';
import { sumBy } from '../../functions/src/kernel/aggregates';
import { api, login, runtimeClock, testDeps, type Session } from './support';

// The SMS analytics' figures (issue 24): the account's running counts are kept by the sends and
// receipts that change them, the own groups' count by the save of each group, and the active
// campaigns have their own index. Rebuilt here from the records the routes wrote. On the agency,
// where no other suite sends SMS.
const HOST = 'agency.localhost';
const EMIS = 'ubuntu-talent';
const ADMIN = `manager@${HOST}`;
const OWNER = 'owner@localhost';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  const host = email.split('@')[1]!;
  if (!sessions.has(email)) sessions.set(email, login(email, host));
  return sessions.get(email)!;
};
const post = async <T = Record<string, unknown>>(path: string, body: unknown, email = ADMIN) =>
  api.post<T>(path, body, { host: email.split('@')[1], token: (await as(email)).token });
const get = async <T>(path: string) =>
  api.get<T>(path, { host: HOST, token: (await as(ADMIN)).token });

type Analytics = {
  sent: number;
  delivered: number;
  rejected: number;
  scheduled: number;
  campaigns: Array<{ id: string; title: string }>;
};

describe('SMS analytics figures', () => {
  const db = testDeps().db;

  it('count the messages, groups and active campaigns the routes wrote', async () => {
    const granted = await post('/auth/add-sms-credits', { emis: EMIS, credits: 20 }, OWNER);
    expect(granted.status, granted.text).toBe(200);
    const sent = await post('/auth/send-bulk-sms', {
      recipientsIDs: [],
      groupTable: '',
      noteTitle: 'Figures',
      noteBody: 'Call sheet for Friday.',
      sentSMSID: '',
      numbersArray: ['076 555 0101', '076 555 0102', 'not a number'],
    });
    expect(sent.status, sent.text).toBe(200);
    const suffix = Date.now().toString(36);
    for (const name of [`Figures A ${suffix}`, `Figures B ${suffix}`]) {
      const saved = await post('/auth/save-sms-group', { name, description: '' });
      expect(saved.status, saved.text).toBe(200);
    }
    const twice = await post<{ status: string }>('/auth/save-sms-group', {
      name: `figures a ${suffix}`,
      description: '',
    });
    expect(twice.body.status).toBe('exist');

    const tomorrow = new Date(runtimeClock.now().getTime() + 24 * 3600_000).toLocaleDateString(
      'en-CA',
      { timeZone: 'Africa/Johannesburg' },
    );
    const schedule = async (noteTitle: string) => {
      const reply = await post<{ campaign: { id: string } }>('/auth/schedule-sms-for-future', {
        recipientsIDs: [],
        groupTable: '',
        noteTitle,
        noteBody: 'Auditions next week.',
        sentSMSID: '',
        numbersArray: ['076 555 0103'],
        selectedDate: `${tomorrow} 09:00`,
        cycle: 'Monthly',
      });
      expect(reply.status, reply.text).toBe(200);
      return reply.body.campaign.id;
    };
    const kept = await schedule(`Kept ${suffix}`);
    const cancelled = await schedule(`Cancelled ${suffix}`);
    const cancel = await post('/auth/cancel-sms-campaign', { id: cancelled });
    expect(cancel.status, cancel.text).toBe(200);

    const analytics = await get<Analytics>('/auth/get-data-and-analytics');
    expect(analytics.status, analytics.text).toBe(200);
    const { data: messages } = await db.entities.smsMessage.query
      .byCompany({ emis: EMIS })
      .go({ pages: 'all' });
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(analytics.body).toMatchObject({
      sent: messages.length,
      delivered: messages.filter((m) => m.status === 'delivered').length,
      rejected: messages.filter((m) => m.status === 'rejected').length,
    });

    const { data: campaigns } = await db.entities.smsCampaign.query
      .byCompany({ emis: EMIS })
      .go({ pages: 'all' });
    const active = campaigns.filter((c) => c.status === 'active').map((c) => c.id);
    expect(active).toContain(kept);
    expect(active).not.toContain(cancelled);
    expect(analytics.body.campaigns.map((c) => c.id).sort()).toEqual(active.sort());
    expect(analytics.body.scheduled).toBe(active.length);

    const { data: groups } = await db.entities.smsGroup.query
      .byCompany({ emis: EMIS })
      .go({ pages: 'all' });
    const [figure] = sumBy(SMS_GROUPS, groups, groupDeltas);
    expect(await readFigure(db, EMIS, SMS_GROUPS, 'own')).toEqual(figure);
    const listed = await get<Array<{ id: string; built_in: boolean }>>('/auth/get-all-sms-groups');
    expect(listed.body.filter((g) => !g.built_in)).toHaveLength(groups.length);
  });
});
