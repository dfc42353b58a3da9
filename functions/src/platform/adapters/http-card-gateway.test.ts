import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCardGateway } from './http-card-gateway';

describe('HttpCardGateway', () => {
  const received: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push(`${req.headers['content-type']} ${body}`);
      res.end(body.includes('good') ? 'VALID' : 'INVALID');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/validate`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the parameter string form-encoded and believes only VALID', async () => {
    const gateway = new HttpCardGateway(url, ['localhost'], 5000);
    expect(await gateway.confirms('m_payment_id=good')).toBe(true);
    expect(await gateway.confirms('m_payment_id=bad')).toBe(false);
    expect(received[0]).toBe('application/x-www-form-urlencoded m_payment_id=good');
  });

  it("checks an address against the hosts' addresses", async () => {
    const gateway = new HttpCardGateway(url, ['localhost'], 5000);
    expect(await gateway.isGatewayAddress('127.0.0.1')).toBe(true);
    expect(await gateway.isGatewayAddress('::ffff:127.0.0.1')).toBe(true);
    expect(await gateway.isGatewayAddress('203.0.113.9')).toBe(false);
    const nowhere = new HttpCardGateway(url, ['host.invalid'], 5000);
    expect(await nowhere.isGatewayAddress('127.0.0.1')).toBe(false);
  });
});
