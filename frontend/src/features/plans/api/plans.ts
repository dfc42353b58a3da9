import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingView,
  PlanCheckoutReply,
  PlanCheckoutView,
  PlanPaymentView,
} from '@shared/plans/billing';
import type { PlanName } from '@shared/plans/entitlements';
import { apiGet, apiPost } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

export const plansKeys = {
  all: ['plans'] as const,
  billing: ['plans', 'billing'] as const,
  payments: ['plans', 'payments'] as const,
  checkout: (token: string) => ['plans', 'checkout', token] as const,
};

/** GET /auth/plans/billing: the plan year, standing, prices and options. */
export const useBilling = (enabled = true) =>
  useQuery({
    queryKey: plansKeys.billing,
    queryFn: ({ signal }) => apiGet<BillingView>('/auth/plans/billing', signal),
    enabled,
  });

/** GET /auth/plans/payments a page at a time, newest first ("Load more"). */
export const usePlanPayments = () =>
  usePagedList<PlanPaymentView>(plansKeys.payments, '/auth/plans/payments', { limit: 20 });

/**
 * GET /auth/plans/checkout?token=: the payment the gateway sent the browser back from, asked
 * again every 2 s while the gateway's notification is still on its way.
 */
export const usePlanCheckout = (token: string | null) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: plansKeys.checkout(token ?? ''),
    queryFn: async ({ signal }) => {
      const view = await apiGet<PlanCheckoutView>(
        `/auth/plans/checkout?token=${encodeURIComponent(token ?? '')}`,
        signal,
      );
      if (view.status === 'complete') void client.invalidateQueries({ queryKey: plansKeys.all });
      return view;
    },
    enabled: Boolean(token),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
};

export const useRenew = () =>
  useMutation({ mutationFn: () => apiPost<PlanCheckoutReply>('/auth/plans/renew', {}) });

export const useUpgrade = () =>
  useMutation({
    mutationFn: (plan: PlanName) => apiPost<PlanCheckoutReply>('/auth/plans/upgrade', { plan }),
  });

export const useDowngrade = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanName | null) =>
      plan
        ? apiPost<BillingView>('/auth/plans/downgrade', { plan })
        : apiPost<BillingView>('/auth/plans/cancel-downgrade', {}),
    onSuccess: (view) => client.setQueryData(plansKeys.billing, view),
  });
};
