import { ChevronRight, DatabaseZap } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCompany } from '../../../lib/company';
import { useDatabaseTables } from '../api/get-database-tables';
import { PageNotice } from '../components/page-notice';
import { TableManager } from '../components/table-manager';

/**
 * `/related-table?table=&column=&value=&from=&label=`: the rows of a related table that point at
 * one row (a class's subjects), and new rows there start pointing at it.
 */
export function RelatedTablePage() {
  const { company } = useCompany();
  const [params] = useSearchParams();
  const tables = useDatabaseTables();
  const name = params.get('table') ?? '';
  const column = params.get('column') ?? '';
  const value = params.get('value') ?? '';
  const from = params.get('from') ?? '';
  const label = params.get('label') || value;
  const table = tables.data?.find((t) => t.name === name);
  const parent = tables.data?.find((t) => t.name === from);
  const valid = table && column && value && table.columns.some((c) => c.name === column);

  useEffect(() => {
    document.title = `${table?.label ?? 'Related table'} of ${label} · ${company.name}`;
  }, [table, label, company.name]);

  return (
    <div className="mx-auto max-w-7xl">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/data-crud" className="hover:text-foreground hover:underline">
              Manage Database
            </Link>
          </li>
          {parent && (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden="true" />
              <Link
                to={`/data-crud?table=${parent.name}`}
                className="hover:text-foreground hover:underline"
              >
                {parent.label}
              </Link>
            </li>
          )}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <span aria-current="page">{label}</span>
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
        {table?.label ?? 'Related table'} of {label}
      </h1>
      <div className="mt-6">
        {tables.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : tables.isError ? (
          <FormAlert>{tables.error.message}</FormAlert>
        ) : !valid ? (
          <PageNotice
            icon={DatabaseZap}
            title="This related table does not exist or is not open to your access level."
            to="/data-crud"
            action="Back to Manage Database"
          />
        ) : (
          <TableManager key={`${name}:${value}`} table={table} scope={{ column, value }} />
        )}
      </div>
    </div>
  );
}
