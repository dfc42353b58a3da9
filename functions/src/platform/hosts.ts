import { HOST_NAME_MAX } from '@shared/validation/fields';

/**
 * `Host`-style value to a bare lower-case host name: no port, no trailing dot. Undefined when it
 * is no host name, or longer than one can be (it would also be too long for the domain's key).
 */
export function normaliseHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const host = value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host.length <= HOST_NAME_MAX && /^[a-z0-9.-]+$/.test(host) ? host : undefined;
}
