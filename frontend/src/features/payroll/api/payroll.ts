import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeView,
  PayrollSettings,
  PayrollSlipsReply,
  PayrollView,
  RateView,
  SalaryView,
} from '@shared/payroll/schemas';
import { usePagedList } from '../../../lib/use-paged-list';
import { apiGet, apiPost } from '../../../lib/api-client';
import { newRequestId, useRequestId } from '../../../lib/request-id';
import type { TalentPayoutsReply } from '@shared/events/schemas';

export const payrollKeys = {
  all: ['payroll'] as const,
  runs: (year: number) => ['payroll', 'runs', year] as const,
  slips: (id: string) => ['payroll', 'slips', id] as const,
  employees: ['payroll', 'employees'] as const,
  staff: ['payroll', 'staff'] as const,
  salaries: ['payroll', 'salaries'] as const,
  rates: ['payroll', 'rates'] as const,
  categories: ['payroll', 'categories'] as const,
};

export type StaffMember = { id: string; name: string; id_number: string };

/** GET /auth/get-all-payrolls-for-current-year (?year=): the year's runs and the settings. */
export const usePayrolls = (year: number) =>
  useQuery({
    queryKey: payrollKeys.runs(year),
    queryFn: ({ signal }) =>
      apiGet<{ year: number; payrolls: PayrollView[]; settings: PayrollSettings }>(
        `/auth/get-all-payrolls-for-current-year?year=${year}`,
        signal,
      ),
  });

/** POST /auth/get-employees-already-on-payslip {payrollID}: the run and its slips. */
export const usePayslips = (payrollID: string | null) =>
  useQuery({
    queryKey: payrollKeys.slips(payrollID ?? ''),
    queryFn: ({ signal }) =>
      apiPost<PayrollSlipsReply>('/auth/get-employees-already-on-payslip', { payrollID }, signal),
    enabled: Boolean(payrollID),
  });

/** GET /auth/get-all-employees a page at a time ("Load more"), in the server's order. */
export const useEmployees = () =>
  usePagedList<EmployeeView>(payrollKeys.employees, '/auth/get-all-employees');

/** GET /auth/get-all-staff a page at a time, for the staff member picker ("Load more"). */
export const useStaff = () => usePagedList<StaffMember>(payrollKeys.staff, '/auth/get-all-staff');

export const useSalaries = () =>
  useQuery({
    queryKey: payrollKeys.salaries,
    queryFn: ({ signal }) => apiGet<{ salaries: SalaryView[] }>('/auth/get-all-salaries', signal),
    select: (reply) => reply.salaries,
  });

export const useRates = () =>
  useQuery({
    queryKey: payrollKeys.rates,
    queryFn: ({ signal }) => apiGet<{ rates: RateView[] }>('/auth/get-all-rates', signal),
    select: (reply) => reply.rates,
  });

export const useStaffCategories = () =>
  useQuery({
    queryKey: payrollKeys.categories,
    queryFn: ({ signal }) =>
      apiGet<{ categories: Array<{ id: string; name: string }> }>(
        '/auth/get-all-staff-categories',
        signal,
      ),
    select: (reply) => reply.categories,
  });

/** Any payroll change: the call, then every payroll list read again. */
const IDEMPOTENT_PAYROLL = new Set([
  '/auth/create-payroll',
  '/auth/add-selected-employees-to-payroll',
  '/auth/submit-earnings-and-deductions',
  '/auth/capture-rate-now',
  '/auth/finalise-payroll',
]);

export function usePayrollChange<B, R = { status: 'success' }>(path: string) {
  const client = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    // The run and slip changes the server records once per request id.
    mutationFn: (body: B) =>
      apiPost<R>(
        path,
        IDEMPOTENT_PAYROLL.has(path) ? { ...body, requestId: requestId.current() } : body,
      ),
    onSuccess: () => requestId.renew(),
    onSettled: () => client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** The most calls one 'Add talent payouts' makes (45 bookings each): a bound, not a loop forever. */
export const MAX_PAYOUT_CALLS = 40;

/** What one 'Add talent payouts' added over its calls. */
export type PayoutsAdded = { added: number; amount: number; talents: number; more: boolean };

/**
 * POST /auth/add-talent-payouts-to-payroll {payrollID, requestId}: the run's month of bookings
 * as earnings lines, at most 45 a call; called again, each time with a new request id, while the
 * reply says `more`. Talents are counted over the calls (a talent paid in two calls once).
 */
export function useAddTalentPayouts(payrollID: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PayoutsAdded> => {
      let added = 0;
      let amount = 0;
      const talents = new Set<string>();
      for (let call = 0; call < MAX_PAYOUT_CALLS; call++) {
        const reply = await apiPost<TalentPayoutsReply>('/auth/add-talent-payouts-to-payroll', {
          payrollID,
          requestId: newRequestId(),
        });
        added += reply.added;
        amount += reply.amount;
        for (const id of reply.staffIDs ?? []) talents.add(id);
        if (!reply.more || reply.added === 0)
          return { added, amount, talents: talents.size, more: false };
      }
      return { added, amount, talents: talents.size, more: true };
    },
    onSettled: () => client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
