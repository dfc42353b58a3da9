import { DatabaseZap } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TableInfo } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useDatabaseTables } from '../api/get-database-tables';
import { PageNotice } from '../components/page-notice';
import { TableManager } from '../components/table-manager';

/**
 * Manage Database (`/data-crud`): pick a table, then its columns, then work on its rows. The
 * chosen table lives in the address (`?table=`), so a reload, Back or a shared link keeps it;
 * `/table-crud?table=` opens one table without the picker.
 */
export function DataCrudPage({
  picker = true,
  only,
  title = 'Manage Database',
  intro,
}: {
  picker?: boolean;
  /** Offer only these tables (the website content screen). */
  only?: readonly string[];
  title?: string;
  intro?: string;
}) {
  const { company } = useCompany();
  const tables = useDatabaseTables();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('table');
  const list = (tables.data ?? []).filter((t) => !only || only.includes(t.name));
  const table: TableInfo | undefined =
    list.find((t) => t.name === wanted) ?? (picker && !wanted ? list[0] : undefined);

  useEffect(() => {
    document.title = `${table && !picker ? table.label : title} · ${company.name}`;
  }, [table, picker, title, company.name]);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {picker || !table ? title : table.label}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {picker
              ? (intro ?? `The tables of ${company.name} that your access level may see.`)
              : `Rows of ${company.name}'s ${table?.label ?? 'table'}.`}
          </p>
        </div>
        {picker && list.length > 0 && (
          <FormField label="Table" className="sm:w-72">
            {(field) => (
              <OptionSelect
                {...field}
                value={table?.name ?? ''}
                onValueChange={(name) => setParams({ table: name }, { replace: true })}
                placeholder="Choose a table"
                options={list.map((t) => ({ value: t.name, label: t.label }))}
              />
            )}
          </FormField>
        )}
        {!picker && (
          <Button asChild variant="outline">
            <Link to={`/data-crud${table ? `?table=${table.name}` : ''}`}>All tables</Link>
          </Button>
        )}
      </div>

      <div className="mt-6">
        {tables.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : tables.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{tables.error.message}</FormAlert>
            <Button variant="outline" onClick={() => void tables.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <PageNotice icon={DatabaseZap} title="No tables are open to your access level.">
            Staff see the report tables; admins and managers the settings tables too.
          </PageNotice>
        ) : !table ? (
          <PageNotice
            icon={DatabaseZap}
            title="This table does not exist or is not open to your access level."
            to="/data-crud"
            action="Choose another table"
          />
        ) : (
          <TableManager key={table.name} table={table} />
        )}
      </div>
    </div>
  );
}

/** `/table-crud?table=`: one table, without the picker. */
export function TableCrudPage() {
  return <DataCrudPage picker={false} />;
}
