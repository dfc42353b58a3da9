import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import type { ImportReport, TableInfo } from '@shared/tables/types';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/compose';
import { useImportRows } from '../api/import-table-rows';
import type { Sheet } from '../lib/table-files';

const NOT_IMPORTED = '__none__';
const files = () => import('../lib/table-files');

/**
 * Import a CSV or XLSX file: its headers mapped to the table's columns (found automatically for
 * a file Kantoor exported), every row checked by the server first, then written all together.
 */
export function ImportDialog({
  table,
  open,
  onOpenChange,
}: {
  table: TableInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importId] = useState(newRequestId);
  const importRows = useImportRows();
  const targets = [
    { name: 'id', label: 'Row id (updates that row)' },
    ...table.columns.filter((c) => !c.readOnly),
  ];

  const choose = async (file: File | undefined) => {
    setReport(null);
    setProblem(null);
    if (!file) return;
    try {
      const { readSheet, autoMapping } = await files();
      const read = await readSheet(file);
      if (read.rows.length === 0) throw new Error('The file has no rows under its header row');
      setSheet(read);
      setMapping(autoMapping(read.headers, table.columns));
    } catch (error) {
      setSheet(null);
      setProblem(error instanceof Error ? error.message : MESSAGES.oops);
    }
  };

  const run = async (dryRun: boolean) => {
    if (!sheet) return;
    setProblem(null);
    try {
      const { mappedRows } = await files();
      const result = await importRows.mutateAsync({
        table: table.name,
        rows: mappedRows(sheet, mapping),
        dryRun,
        importId,
      });
      setReport(result);
      if (!dryRun) {
        toast.success(`${MESSAGES.dataSaved}: ${result.created} added, ${result.updated} updated`);
        onOpenChange(false);
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : MESSAGES.oops);
    }
  };

  const missingRequired = table.columns.filter((c) => c.required && !mapping[c.name]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <FileUp className="size-5" aria-hidden="true" /> Import into {table.label}
          </DialogTitle>
          <DialogDescription>
            A CSV or Excel (.xlsx) file with a header row. Every row is checked before anything is
            written.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label="File">
            <Input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </FormField>
          {sheet && (
            <fieldset className="grid gap-3 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">
                Columns ({sheet.rows.length} rows in the file)
              </legend>
              {targets.map((target) => (
                <FormField key={target.name} label={target.label}>
                  {(field) => (
                    <OptionSelect
                      {...field}
                      className="w-full"
                      value={mapping[target.name] ?? NOT_IMPORTED}
                      onValueChange={(header) => {
                        setReport(null);
                        setMapping((current) => {
                          const next = { ...current };
                          if (header === NOT_IMPORTED) delete next[target.name];
                          else next[target.name] = header;
                          return next;
                        });
                      }}
                      options={[
                        { value: NOT_IMPORTED, label: '— not imported —' },
                        ...sheet.headers.filter(Boolean).map((h) => ({ value: h, label: h })),
                      ]}
                    />
                  )}
                </FormField>
              ))}
              {missingRequired.length > 0 && (
                <p className="text-sm text-destructive">
                  Required and not mapped: {missingRequired.map((c) => c.label).join(', ')}
                </p>
              )}
            </fieldset>
          )}
          {report && (
            <section aria-label="Check of the rows" className="rounded-md border p-4">
              <p className="font-medium" role="status">
                {report.accepted} rows ready ({report.created} new, {report.updated} to update),{' '}
                {report.rejected.length} rejected.
              </p>
              {report.rejected.length > 0 && (
                <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm">
                  {report.rejected.map((rejection) => (
                    <li key={rejection.row}>
                      Row {rejection.row}:{' '}
                      {Object.entries(rejection.errors)
                        .map(
                          ([column, message]) =>
                            `${table.columns.find((c) => c.name === column)?.label ?? column}: ${message}`,
                        )
                        .join('; ')}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <FormAlert>{problem}</FormAlert>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            disabled={!sheet}
            loading={importRows.isPending && importRows.variables?.dryRun}
            onClick={() => void run(true)}
          >
            Check the rows
          </Button>
          <Button
            disabled={!report || report.rejected.length > 0 || report.accepted === 0}
            loading={importRows.isPending && importRows.variables?.dryRun === false}
            onClick={() => void run(false)}
          >
            Import {report ? report.accepted : ''} rows
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
