import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpenseFile } from '@shared/finance/schemas';
import { apiPost, apiPostBlob } from '../../../lib/api-client';
import { financeKeys } from './keys';

/** POST /auth/get-expense-files {expenseID}: the names of the expense's files. */
export const useExpenseFiles = (expenseID: string) =>
  useQuery({
    queryKey: financeKeys.files(expenseID),
    queryFn: ({ signal }) =>
      apiPost<ExpenseFile[]>('/auth/get-expense-files', { expenseID }, signal),
  });

function useFilesChange<B, R>(expenseID: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<R>(path, body),
    onSettled: () => client.invalidateQueries({ queryKey: financeKeys.files(expenseID) }),
  });
}

/** POST /auth/upload-expense-file {expenseID, filename, base64string}. */
export const useUploadExpenseFile = (expenseID: string) =>
  useFilesChange<
    { expenseID: string; filename: string; base64string: string },
    { message: string; name: string }
  >(expenseID, '/auth/upload-expense-file');

/** POST /auth/delete-expense-file {expenseID, name}. */
export const useDeleteExpenseFile = (expenseID: string) =>
  useFilesChange<{ expenseID: string; name: string }, { status: 'success' }>(
    expenseID,
    '/auth/delete-expense-file',
  );

/** POST /auth/download-expense-file {expenseID, name}: the file's bytes. */
export const useDownloadExpenseFile = () =>
  useMutation({
    mutationFn: (body: { expenseID: string; name: string }) =>
      apiPostBlob('/auth/download-expense-file', body),
  });
