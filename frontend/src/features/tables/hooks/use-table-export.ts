import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import type { ColumnSpec } from '@shared/tables/columns';
import { formatDate } from '@shared/time/sast';
import { toast } from '../../../components/ui/sonner';
import { ApiError } from '../../../lib/api-client';
import { getAllRows, type RowsFilter } from '../api/get-table-rows';

const files = () => import('../lib/table-files');

/** Export of every row the filter finds (not only the page shown) as CSV or Excel. */
export function useTableExport(table: string, filter: RowsFilter, columns: ColumnSpec[]) {
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const [{ exportRows }, all] = await Promise.all([files(), getAllRows(table, filter)]);
      await exportRows(format, `${table}-${formatDate(new Date())}`, columns, all);
      toast.success(`${all.length} rows exported`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.oops);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportAs };
}
