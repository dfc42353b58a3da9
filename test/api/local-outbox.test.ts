import { describe, expect, it } from 'vitest';
import { api, login } from './support';

describe('local outbox', () => {
  it('shows a super admin the emails the outbox holds, newest first', async () => {
    const subject = `Outbox check ${Date.now()}`;
    await api.post(
      '/submit-contact-form-to-company',
      {
        name: 'Nomsa Zulu',
        email: 'nomsa@example.co.za',
        phone: '0825550123',
        subject,
        body: 'Hello there',
      },
      { host: 'localhost' },
    );
    const owner = await login('owner@localhost');
    const response = await api.get<Array<{ subject: string; to: string; tenant: string }>>(
      '/auth/local-outbox?kind=email',
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({
      subject: `Website enquiry: ${subject}`,
      tenant: 'baron-007',
    });
    const sms = await api.get<unknown[]>('/auth/local-outbox?kind=sms', { token: owner.token });
    expect(Array.isArray(sms.body)).toBe(true);
    expect((await api.get('/auth/local-outbox?kind=fax', { token: owner.token })).status).toBe(400);
  });

  it('is for super admins only', async () => {
    const manager = await login('manager@localhost');
    const response = await api.get('/auth/local-outbox', { token: manager.token });
    expect(response.status).toBe(403);
  });
});
