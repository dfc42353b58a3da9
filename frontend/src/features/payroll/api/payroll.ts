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
import { useRequestId } from '../../../lib/request-id';

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
