import { Controller, type UseFormReturn } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCompany } from '../../../lib/company';
import { usePickList } from '../api/get-pick-lists';
import type { Draft } from '../lib/draft';

/**
 * Who the document is for: a client picked from the company's list when signed in (its message
 * under the picker), or a typed name and institution in the free tool.
 */
export function ClientFields({
  form,
  signedIn,
}: {
  form: UseFormReturn<Draft>;
  signedIn: boolean;
}) {
  const { labels } = useCompany();
  const clients = usePickList('clients', signedIn);
  if (!signedIn)
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={`${labels.client} name`}>
          <Input {...form.register('client.name')} />
        </FormField>
        <FormField label="Institution">
          <Input {...form.register('client.institution')} />
        </FormField>
      </div>
    );
  return (
    <Controller
      control={form.control}
      name="client"
      render={({ field }) => (
        <FormField label={labels.client} required error={form.formState.errors.client?.id?.message}>
          {(control) => (
            <Combobox
              {...control}
              options={(clients.data ?? []).map((c) => ({
                value: c.id,
                label: c.name,
                description: c.detail,
              }))}
              value={field.value.id ?? null}
              onChange={(id) => {
                const client = clients.data?.find((c) => c.id === id);
                if (client) field.onChange({ id, name: client.name, institution: client.detail });
              }}
              placeholder={
                clients.isPending ? 'Loading…' : `Choose a ${labels.client.toLowerCase()}`
              }
              searchPlaceholder="Search by name, ID number or institution"
              emptyText="Nobody found"
            />
          )}
        </FormField>
      )}
    />
  );
}
