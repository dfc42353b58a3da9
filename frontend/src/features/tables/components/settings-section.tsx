import type { ReactNode } from 'react';
import type { TableInfo } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyRow } from '../api/get-table-rows';
import { SingleRowForm } from './single-row-form';

/** One card of the settings screens: a one-row company table, or some of its columns. */
export function SettingsSection({
  tables,
  table: name,
  only,
  title,
  description,
}: {
  tables: TableInfo[];
  table: string;
  only?: string[];
  title?: string;
  description?: ReactNode;
}) {
  const table = tables.find((t) => t.name === name);
  const row = useCompanyRow(name);
  if (!table) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title ?? table.label}</CardTitle>
        <CardDescription>
          {description ?? 'Each change is saved as soon as you leave the field.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {row.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : row.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>{row.error.message}</FormAlert>
            <Button variant="outline" onClick={() => void row.refetch()}>
              Try again
            </Button>
          </div>
        ) : row.data ? (
          <SingleRowForm table={table} row={row.data} only={only} />
        ) : (
          <FormAlert>The company's settings could not be found.</FormAlert>
        )}
      </CardContent>
    </Card>
  );
}
