import { lookup } from 'node:dns/promises';
import type { CardGateway } from '../ports';

/** How long the gateway hosts' addresses are kept before they are looked up again. */
const ADDRESSES_TTL_MS = 5 * 60_000;

const normalise = (ip: string) => ip.replace(/^::ffff:/, '').toLowerCase();

/**
 * The card gateway over HTTP and DNS: the validate call is a form POST of the notification's
 * parameter string, answered `VALID` or `INVALID`; the source check resolves the gateway's host
 * names. Locally the same adapter talks to the embedded sandbox gateway (its validate address
 * and `localhost` come from the local configuration): business code never asks the mode.
 */
export class HttpCardGateway implements CardGateway {
  private addresses: { at: number; set: Set<string> } | undefined;

  constructor(
    private readonly validateUrl: string,
    private readonly hosts: readonly string[],
    private readonly timeoutMs: number,
  ) {}

  async confirms(paramString: string): Promise<boolean> {
    const response = await fetch(this.validateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: paramString,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) return false;
    return (await response.text()).trim() === 'VALID';
  }

  async isGatewayAddress(ip: string): Promise<boolean> {
    const now = Date.now();
    if (!this.addresses || now - this.addresses.at > ADDRESSES_TTL_MS) {
      const found = await Promise.all(
        this.hosts.map((host) =>
          lookup(host, { all: true }).then(
            (list) => list.map((entry) => normalise(entry.address)),
            () => [] as string[],
          ),
        ),
      );
      this.addresses = { at: now, set: new Set(found.flat()) };
    }
    return this.addresses.set.has(normalise(ip));
  }
}
