import { CheckCheck, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LEGAL_MESSAGES, saveTaskBody } from '@shared/legal/schemas';
import { DateField, PickerField, TextField } from '../../../components/form-fields';
import { useLegalList } from '../api/legal-api';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useCompleteTasks, useDeleteTasks, useSaveTask, useTasks } from '../api/matters';
import type { Task } from '../api/types';

const PAGE = 10;

type Values = {
  caseID: string;
  description: string;
  staffID: string;
  dueDate: string;
  dueTime: string;
};

/**
 * Tasks (extended.md §3, §5): the matter's tasks; add one (the button appears only once there
 * is a description), mark the selected completed (status 2), delete the selected after a
 * confirmation; the spec's messages when none is selected.
 */
export function TasksTab({ caseID }: { caseID: string }) {
  const tasks = useTasks(caseID);
  const save = useSaveTask(caseID);
  const complete = useCompleteTasks(caseID);
  const remove = useDeleteTasks(caseID);
  const staff = useLegalList('staff');
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const empty: Values = { caseID, description: '', staffID: '', dueDate: '', dueTime: '' };
  const { form, alert, submitWith } = useSchemaForm(saveTaskBody, empty);
  const description = form.watch('description');
  const known = new Set((tasks.data ?? []).map((t) => t.id));
  const chosen = selected.filter((id) => known.has(id));

  const add = () =>
    submitWith(saveTaskBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Task added');
      form.reset(empty);
    });

  const markCompleted = async () => {
    if (chosen.length === 0) {
      toast.warning(LEGAL_MESSAGES.completeNoTasks);
      return;
    }
    try {
      await complete.mutateAsync({ selectedTasks: chosen, caseID });
      setSelected([]);
      toast.success('Tasks marked completed');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const askDelete = () => {
    if (chosen.length === 0) {
      toast.warning(LEGAL_MESSAGES.deleteNoTasks);
      return;
    }
    setConfirmDelete(true);
  };

  const deleteTasks = async () => {
    try {
      await remove.mutateAsync({ selectedTasks: chosen, caseID });
      setSelected([]);
      toast.success('Tasks deleted');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const columns: DataTableColumn<Task>[] = [
    { key: 'description', header: 'Description', cell: (t) => t.description },
    { key: 'staff', header: 'Staff', cell: (t) => t.staff?.name ?? '—' },
    {
      key: 'due',
      header: 'Due',
      cell: (t) => [t.due_date, t.due_time].filter(Boolean).join(' ') || '—',
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (t) =>
        t.completed ? (
          <Badge variant="success">Completed</Badge>
        ) : (
          <Badge variant="outline">Open</Badge>
        ),
    },
  ];

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3>Add a task</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label="Add a task"
            className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (description?.trim()) void add();
            }}
          >
            <TextField
              form={form}
              name="description"
              label="Description"
              className="sm:col-span-2"
              autoComplete="off"
            />
            <PickerField
              form={form}
              name="staffID"
              label="Staff"
              className="sm:col-span-2"
              options={staff.data ?? []}
              placeholder={staff.isPending ? 'Loading…' : 'Choose a staff member (optional)'}
              hint={staff.isError ? staff.error.message : undefined}
            />
            <DateField form={form} name="dueDate" label="Due date" />
            <TextField form={form} name="dueTime" label="Due time" type="time" />
            <FormAlert className="sm:col-span-2 lg:col-span-4">{alert}</FormAlert>
            {description?.trim() && (
              <div className="sm:col-span-2 lg:col-span-4">
                <Button type="submit" loading={save.isPending}>
                  <Plus aria-hidden="true" /> Add task
                </Button>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
      {tasks.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{tasks.error.message}</FormAlert>
          <Button variant="outline" onClick={() => void tasks.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Tasks"
          columns={columns}
          rows={tasks.data ?? []}
          getRowId={(t) => t.id}
          getRowLabel={(t) => t.description}
          pageSize={PAGE}
          loading={tasks.isPending}
          selectable
          selectedIds={chosen}
          onSelectedIdsChange={setSelected}
          searchText={(t) => `${t.description} ${t.staff?.name ?? ''}`}
          searchPlaceholder="Search tasks"
          emptyText="No tasks on this matter yet."
          toolbar={
            <>
              <Button
                variant="outline"
                onClick={() => void markCompleted()}
                loading={complete.isPending}
              >
                <CheckCheck aria-hidden="true" /> Mark completed
              </Button>
              <Button variant="outline" onClick={askDelete}>
                <Trash2 aria-hidden="true" /> Delete selected
              </Button>
            </>
          }
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${chosen.length} task${chosen.length === 1 ? '' : 's'}?`}
        description="They are removed from the matter; this cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={deleteTasks}
      />
    </div>
  );
}
