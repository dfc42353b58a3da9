import { RecordFilesPanel } from '../../../components/record-files-panel';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  useDeleteExpenseFile,
  useDownloadExpenseFile,
  useExpenseFiles,
  useUploadExpenseFile,
} from '../api/files';
import type { Expense } from '../api/types';

/**
 * An expense's supporting documents (the supplier's invoice, the till slip): choose the file
 * type, then a file of that type; the expense's files to download, or delete after a
 * confirmation.
 */
export function ExpenseFilesDialog({
  expense,
  onClose,
}: {
  expense: Expense;
  onClose: () => void;
}) {
  const expenseID = expense.id;
  const files = useExpenseFiles(expenseID);
  const upload = useUploadExpenseFile(expenseID);
  const remove = useDeleteExpenseFile(expenseID);
  const download = useDownloadExpenseFile();
  const label = expense.description ?? expense.entry_date;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Attachments</DialogTitle>
          <DialogDescription>
            The supplier&apos;s invoice or the till slip of {label}.
          </DialogDescription>
        </DialogHeader>
        <RecordFilesPanel
          record={{ expenseID }}
          files={files}
          upload={upload}
          download={download}
          remove={remove}
          chooseType
          text={{
            upload: 'Upload an attachment',
            caption: 'Attachments',
            empty: 'No attachments for this expense yet.',
            deleteTitle: 'Delete this attachment?',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
