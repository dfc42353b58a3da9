import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffReply } from '@shared/clients/schemas';
import { apiPost } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type StaffInput = {
  name: string;
  idNumber: string;
  phone: string;
  email: string;
  city: string;
  address: string;
};

/** POST /auth/create-staff: a member of staff, or a reply without an id (the ID number is taken). */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInput) => apiPost<CreateStaffReply>('/auth/create-staff', input),
    onSuccess: (reply) => {
      if ('id' in reply) void queryClient.invalidateQueries({ queryKey: catalogueKeys.staff });
    },
  });
}
