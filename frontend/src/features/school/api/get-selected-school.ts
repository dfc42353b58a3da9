import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { schoolKeys } from './keys';

export type SelectedSchool = {
  schname: string;
  emis: string;
  physical_address: string | null;
  city: string | null;
  pcode: string | null;
  sch_tel: string | null;
  email: string | null;
  bank: string | null;
  account_number: string | null;
  account_type: string | null;
  primary_bg_color: string;
  currency: string;
};

type Reply = { school: SelectedSchool } | 'unauthorized';

/** POST /auth/get-selected-school {emis}: the school's header (name, address, phone, bank). */
export function useSelectedSchool(emis: string) {
  return useQuery({
    queryKey: schoolKeys.school(emis),
    queryFn: async ({ signal }) => {
      const reply = await apiPost<Reply>('/auth/get-selected-school', { emis }, signal);
      if (reply === 'unauthorized') throw new Error('unauthorized');
      return reply.school;
    },
    staleTime: 5 * 60_000,
  });
}
