import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html';
import { OutboxEmailSender, OutboxSmsSender } from './outbox';

const clock = { now: () => new Date('2026-11-22T08:30:00Z') };

describe('outbox adapters', () => {
  it('append one JSON object a line with to, subject, body, links, time and tenant', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kantoor-outbox-'));
    await new OutboxEmailSender(dir, clock).send({
      to: 'a@example.co.za',
      subject: 'Invitation',
      text: 'Join us',
      links: [{ href: 'http://school.localhost:3000/register?token=abc', label: 'Register' }],
      tenant: '12824090253',
    });
    await new OutboxSmsSender(dir, clock).send({
      to: '+27825550100',
      body: 'Hello',
      title: 'Greeting',
      tenant: 'x',
    });
    const email = JSON.parse(readFileSync(join(dir, 'email.jsonl'), 'utf8').trim()) as Record<
      string,
      unknown
    >;
    expect(email).toMatchObject({
      to: 'a@example.co.za',
      subject: 'Invitation',
      body: 'Join us',
      links: [{ href: 'http://school.localhost:3000/register?token=abc', label: 'Register' }],
      time: '2026-11-22 10:30:00',
      tenant: '12824090253',
    });
    const sms = JSON.parse(readFileSync(join(dir, 'sms.jsonl'), 'utf8').trim()) as Record<
      string,
      unknown
    >;
    expect(sms).toMatchObject({
      to: '+27825550100',
      title: 'Greeting',
      body: 'Hello',
      status: 'delivered',
    });
  });

  it('escape the text in HTML email and drop non-http links', () => {
    const html = emailHtml({
      to: 'a@b',
      subject: 's',
      text: '<script>alert(1)</script> & "quotes"',
      links: [
        { href: 'javascript:alert(1)', label: 'bad' },
        { href: 'https://shop.localhost/x?a=1&b=2', label: '<b>Go</b>' },
      ],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://shop.localhost/x?a=1&amp;b=2"');
    expect(html).toContain('&lt;b&gt;Go&lt;/b&gt;');
  });
});
