import type { ClientView } from '@shared/clients/schemas';

/** A client as pickers list it: 'name | id_number | institution' (core.md §2). */
export function clientEntryText(
  client: Pick<ClientView, 'name' | 'id_number' | 'institution'>,
): string {
  return [client.name, client.id_number, client.institution]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' | ');
}
