import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { TableInfo } from '@shared/tables/types';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useDatabaseTables } from '../api/get-database-tables';
import { PageNotice } from './page-notice';

/**
 * The frame of the settings screens: title, and the settings tables the caller may see (levels
 * 7 to 15); below that level a plain notice instead of forms the server would refuse.
 */
export function SettingsFrame({
  title,
  intro,
  needs,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** The table whose visibility decides whether the screen is open to the caller. */
  needs: string;
  children: (tables: TableInfo[]) => ReactNode;
}) {
  const { company } = useCompany();
  const tables = useDatabaseTables();
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);
  const list = tables.data ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{intro}</p>
      <div className="mt-6">
        {tables.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : tables.isError ? (
          <FormAlert>{tables.error.message}</FormAlert>
        ) : !list.some((t) => t.name === needs) ? (
          <PageNotice icon={ShieldAlert} title="Settings are managed by admins and managers." />
        ) : (
          children(list)
        )}
      </div>
    </div>
  );
}
