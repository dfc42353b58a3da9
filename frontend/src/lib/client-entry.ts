import type { ClientView } from '@shared/clients/schemas';

/**
 * A client as the picker lists it: 'name | id_number | institution' (core.md §2, extended.md §2: Manage Clients and the new-matter dialog); a part the
 * client does not have is left out rather than shown empty.
 */
export function clientEntry(
  client: Pick<ClientView, 'name' | 'id_number' | 'institution'>,
): string {
  return [client.name, client.id_number, client.institution]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' | ');
}
