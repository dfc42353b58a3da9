import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A payment the local sandbox card gateway has seen (infra/local/sandbox-gateway.ts). */
export type SandboxOrder = {
  id: string;
  state: 'open' | 'paid' | 'cancelled';
  /** Rands with two decimals, as the gateway's form carries it. */
  amount: string;
  item_name: string;
  m_payment_id: string;
  at: string;
  notified?: { status: number; body: string; attempts: number };
  notify_url?: string;
};

/** GET /sandbox-gateway/orders: the local gateway's recent payments, newest first. */
export function useSandboxOrders() {
  return useQuery({
    queryKey: ['sandbox-gateway-orders'],
    queryFn: ({ signal }) => apiGet<SandboxOrder[]>('/sandbox-gateway/orders', signal),
    refetchInterval: 5000,
  });
}
