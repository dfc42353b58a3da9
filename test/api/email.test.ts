import { describe, expect, it } from 'vitest';
import { api, login, outbox } from './support';

describe('send-general-email', () => {
  it('sends a signed-in staff member’s email through the outbox, text and link as given', async () => {
    const staff = await login('staff@shop.localhost', 'shop.localhost');
    const subject = `Your order is ready ${Date.now()}`;
    const sent = await api.post(
      '/auth/send-general-email',
      {
        emailAddress: 'thandeka.zulu@example.co.za',
        subject,
        body: 'Collect it at <b>Shop 3</b> from 08:00.',
        link: 'https://shop.example.co.za/orders/42',
        linkDescription: 'Your order',
      },
      { token: staff.token },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toBe('success');
    const mail = outbox('email').find((m) => m.subject === subject);
    expect(mail).toMatchObject({ to: 'thandeka.zulu@example.co.za', tenant: 'vula-trading' });
    expect(JSON.stringify(mail)).toContain('https://shop.example.co.za/orders/42');
  });

  it('refuses a bad address, an empty body, a non-http link and callers below staff', async () => {
    const staff = await login('staff@shop.localhost', 'shop.localhost');
    const base = { emailAddress: 'a@example.co.za', subject: 'Hello', body: 'Hi' };
    for (const [change, field] of [
      [{ emailAddress: 'not-an-email' }, 'emailAddress'],
      [{ body: '' }, 'body'],
      [{ link: 'javascript:alert(1)' }, 'link'],
    ] as const) {
      const response = await api.post<{ fields: Record<string, string> }>(
        '/auth/send-general-email',
        { ...base, ...change },
        { token: staff.token },
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.fields[field]).toBeTruthy();
    }
    const parent = await login('parent@shop.localhost', 'shop.localhost');
    expect((await api.post('/auth/send-general-email', base, { token: parent.token })).status).toBe(
      403,
    );
  });
});
