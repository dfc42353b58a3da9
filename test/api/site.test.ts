import { describe, expect, it } from 'vitest';
import { api, outbox, testDeps } from './support';

type SiteReply = {
  company: Record<string, unknown> & { emis: string; name: string };
  currency: string;
  labels: Record<string, string>;
  legal_services: boolean;
  website: { services: unknown[]; faqs: unknown[]; goals: unknown[] };
};

describe('public site: company by domain', () => {
  it('resolves hope.localhost from the body to the charity, in ZAR, with its labels', async () => {
    const response = await api.post<SiteReply>('/get-company-with-domain', {
      domain: 'hope.localhost',
    });
    expect(response.status).toBe(200);
    expect(response.body.company.emis).toBe('hands-of-hope-2022');
    expect(response.body.currency).toBe('ZAR');
    expect(response.body.labels.client).toBe('Client');
    expect(response.body.website.goals.length).toBeGreaterThan(0);
    // Bank and merchant details never reach the public site.
    expect(response.body.company).not.toHaveProperty('account_number');
    expect(response.body.company).not.toHaveProperty('merchant_number');
    expect(response.body.company).not.toHaveProperty('bank');
  });

  it('resolves the Host header when the body names no domain: localhost is the provider', async () => {
    const response = await api.post<SiteReply>(
      '/get-company-with-domain',
      {},
      { host: 'localhost' },
    );
    expect(response.body.company.emis).toBe('baron-007');
  });

  it('gives industry labels and company overrides', async () => {
    const legal = await api.post<SiteReply>(
      '/get-company-with-domain',
      {},
      { host: 'legal.localhost' },
    );
    expect(legal.body.labels.matter).toBe('Matter');
    expect(legal.body.legal_services).toBe(true);
    const school = await api.post<SiteReply>(
      '/get-company-with-domain',
      {},
      { host: 'school.localhost' },
    );
    expect(school.body.company.emis).toBe('12824090253');
    expect(school.body.labels.client).toBe('Learner');
    expect(school.body.legal_services).toBe(false);
    const agency = await api.post<SiteReply>(
      '/get-company-with-domain',
      {},
      { host: 'agency.localhost' },
    );
    expect(agency.body.labels.staff).toBe('Talent');
  });

  it('answers an unknown domain with a clear 404', async () => {
    const response = await api.post('/get-company-with-domain', { domain: 'nowhere.example.com' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No company is registered for this site' });
    const byHost = await api.post('/get-company-with-domain', {}, { host: 'nowhere.localhost' });
    expect(byHost.status).toBe(404);
  });

  it('lists the banner, logos and branches of the site company', async () => {
    const banner = await api.post<Array<{ name: string; url: string }>>(
      '/get-company-website-banner',
      {},
      { host: 'hope.localhost' },
    );
    expect(banner.status).toBe(200);
    expect(banner.body[0]?.url).toBe('/images/website_banner/hands-of-hope-2022/banner-1.png');
    const image = await api.get<Buffer>(banner.body[0]?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.subarray(1, 4).toString()).toBe('PNG');

    const logos = await api.post<Array<{ name: string }>>(
      '/get-logos-for-given-company',
      { folder: 'logos', emis: 'vula-trading' },
      { host: 'shop.localhost' },
    );
    expect(logos.body.map((l) => l.name)).toEqual(['logo.png']);
    const badFolder = await api.post(
      '/get-logos-for-given-company',
      { folder: 'secrets' },
      { host: 'shop.localhost' },
    );
    expect(badFolder.status).toBe(400);
    const otherCompany = await api.post(
      '/get-logos-for-given-company',
      { folder: 'logos', emis: 'baron-007' },
      { host: 'shop.localhost' },
    );
    expect(otherCompany.status).toBe(400);

    const branches = await api.post<Array<{ name: string; city: string }>>(
      '/get-all-branches',
      { emis: 'mokoena-attorneys' },
      { host: 'legal.localhost' },
    );
    expect(branches.status).toBe(200);
    expect(branches.body.length).toBeGreaterThan(0);
    expect(branches.body[0]?.city).toBeTruthy();
  });

  it('serves missing or tricky image paths as 404, never a file outside the folder', async () => {
    expect((await api.get('/images/gallery/vula-trading/none.png')).status).toBe(404);
    expect((await api.get('/images/gallery/vula-trading/..%2F..%2Flogos')).status).toBe(404);
    expect((await api.get('/images/private/vula-trading/logo.png')).status).toBe(404);
  });
});

describe('public site: contact and email', () => {
  const valid = {
    name: 'Ayanda Khumalo',
    email: 'ayanda@example.co.za',
    phone: '072 555 0187',
    subject: 'Quote for laptops',
    body: 'Please send me a quote for 5 laptops.',
  };

  it("gives the spec's messages for a missing field and a bad email", async () => {
    const missing = await api.post(
      '/submit-contact-form-to-company',
      { ...valid, subject: '' },
      { host: 'shop.localhost' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'All Contact Form Fields Are Required!',
      fields: { subject: 'All Contact Form Fields Are Required!' },
    });
    const badEmail = await api.post(
      '/submit-contact-form-to-company',
      { ...valid, email: 'ayanda' },
      { host: 'shop.localhost' },
    );
    expect(badEmail.body).toMatchObject({ error: 'E-mail must be valid' });
  });

  it("stores the message, emails the company and answers 'success'", async () => {
    const subject = `Quote ${Date.now()}`;
    const response = await api.post(
      '/submit-contact-form-to-company',
      { ...valid, subject, emis: 'vula-trading' },
      { host: 'shop.localhost' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toBe('success');
    const stored = await testDeps().tenant('vula-trading').contactMessages.latest(20);
    expect(stored.some((m) => m.subject === subject && m.email === valid.email)).toBe(true);
    const mail = outbox('email').find((m) => String(m.subject).includes(subject));
    expect(mail).toMatchObject({ tenant: 'vula-trading' });
    expect(String(mail?.body)).toContain('Please send me a quote');
  });

  it('sends the no-token email with a link only to the company site, and limits per address', async () => {
    const to = `reader.${Date.now()}@example.co.za`;
    const offSite = await api.post(
      '/send-general-email-no-token',
      { emailAddress: to, subject: 'Hi', body: 'x', link: 'https://evil.example.com/login' },
      { host: 'hope.localhost' },
    );
    expect(offSite.status).toBe(400);
    const script = await api.post(
      '/send-general-email-no-token',
      { emailAddress: to, subject: 'Hi', body: 'x', link: 'javascript:alert(1)' },
      { host: 'hope.localhost' },
    );
    expect(script.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await api.post(
        '/send-general-email-no-token',
        {
          emailAddress: to,
          subject: `Welcome ${i}`,
          body: 'Thank you for joining our newsletter.',
          link: 'http://hope.localhost:3000/',
          linkDescription: 'Visit us',
        },
        { host: 'hope.localhost' },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const sent = outbox('email').filter((m) => m.to === to);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({
      links: [{ href: 'http://hope.localhost:3000/', label: 'Visit us' }],
      tenant: 'hands-of-hope-2022',
    });
  });
});

describe('public site: exchange rates', () => {
  it('answers from the rate service and says so', async () => {
    const response = await api.post<{
      rate: number;
      source: string;
      base: string;
      currency: string;
      as_of: string;
    }>('/get-exchange-rate', { currency: 'usd' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      base: 'ZAR',
      currency: 'USD',
      rate: 0.0555,
      source: 'live',
    });
    expect(response.body.as_of).toBe('2026-11-22T00:02:31.000Z');
  });

  it('answers ZAR to ZAR as 1 and refuses bad or unknown currencies', async () => {
    expect(
      (await api.post<{ rate: number }>('/get-exchange-rate', { currency: 'ZAR' })).body.rate,
    ).toBe(1);
    expect((await api.post('/get-exchange-rate', { currency: 'dollars' })).status).toBe(400);
    expect((await api.post('/get-exchange-rate', { currency: 'XYZ' })).status).toBe(404);
  });
});
