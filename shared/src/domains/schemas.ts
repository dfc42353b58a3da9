import * as z from 'zod';
import type { DnsRecord, DomainState } from '../onboarding/schemas';
import { siteDomain } from '../onboarding/schemas';

export const DOMAIN_MESSAGES = {
  same: 'This is already your domain',
  pending: 'A domain change is already pending: cancel it first',
  noPending: 'There is no pending domain change',
  zoneDepth: 'Only one name under the provider domain can be yours (such as yourname.',
  zoneReserved: "This name belongs to Kantoor's own site: choose another",
} as const;

/** POST /auth/change-domain: the company's new domain (its www twin comes with an apex). */
export const changeDomainBody = z.object({ new_domain: siteDomain });
export type ChangeDomainBody = z.output<typeof changeDomainBody>;

/** The pending change: the new domain's names, its state and the records it still needs. */
export type PendingDomainChange = {
  domain: string;
  hosts: string[];
  status: DomainState;
  certificate: string | null;
  records: DnsRecord[];
  requested_at: string;
};

/** POST /auth/domain-change (and the change routes' reply): the domain now and any change. */
export type DomainChangeView = {
  domain: string;
  /** Every name the company's site answers on now (an apex's www twin too). */
  hosts: string[];
  pending: PendingDomainChange | null;
  /** The last completed change: the domain released then. */
  previous: { domain: string; switched_at: string } | null;
  /** The provider's own zone: a name one label under it is active at once. */
  zone: string | null;
  checked_at: string;
};
