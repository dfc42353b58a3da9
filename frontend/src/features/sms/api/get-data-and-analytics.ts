import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReply } from '@shared/sms/schemas';
import { apiGet } from '../../../lib/api-client';
import { smsKeys } from '../../../lib/api/sms-keys';

/** GET /auth/get-data-and-analytics: credits, sent, delivered, rejected, scheduled, latest sends. */
export function useSmsAnalytics() {
  return useQuery({
    queryKey: smsKeys.analytics(),
    queryFn: ({ signal }) => apiGet<AnalyticsReply>('/auth/get-data-and-analytics', signal),
  });
}
