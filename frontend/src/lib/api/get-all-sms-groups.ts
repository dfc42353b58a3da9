import { useQuery } from '@tanstack/react-query';
import type { SmsGroupView } from '@shared/sms/schemas';
import { apiGet } from '../api-client';
import { smsKeys } from './sms-keys';

/** GET /auth/get-all-sms-groups: Staff, Clients, Users and the company's own groups. */
export function useSmsGroups() {
  return useQuery({
    queryKey: smsKeys.groups(),
    queryFn: ({ signal }) => apiGet<SmsGroupView[]>('/auth/get-all-sms-groups', signal),
  });
}
