import { StaffFields, useStaffForm } from '../../../components/staff-form';
import { Button } from '../../../components/ui/button';
import { useCompany } from '../../../lib/company';
import { catalogueKeys } from '../api/keys';
import { CreateDialog } from './create-dialog';

/** core.md §2 create staff: ID number, names and phone required; the ID number is unique. */
export function StaffDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { labels } = useCompany();
  const { form, alert, submit, pending } = useStaffForm(catalogueKeys.staff, () =>
    onOpenChange(false),
  );

  return (
    <CreateDialog
      open
      onOpenChange={onOpenChange}
      title={`New ${labels.staff}`}
      description="ID number, names and phone are required. An ID number is used only once."
      formLabel={labels.staff}
      alert={alert}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" loading={pending}>
          Save {labels.staff.toLowerCase()}
        </Button>
      }
    >
      <StaffFields form={form} />
    </CreateDialog>
  );
}
