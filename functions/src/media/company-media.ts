import { IMAGE_FOLDER_NAMES } from '@shared/company/folders';
import type { Deps } from '../platform/deps';

/**
 * A closed company's files in the media store (issue 27, closing): its images (every image
 * folder), its Excel templates and the files kept with its records. The expenses' receipts are
 * tax records: kept until the retention ends, like the expenses themselves.
 */
export function companyMediaPrefixes(emis: string): { purge: string[]; retained: string[] } {
  return {
    purge: [
      ...IMAGE_FOLDER_NAMES.map((folder) => `images/${folder}/${emis}/`),
      `excel_templates/${emis}/`,
      `files/matters/${emis}/`,
    ],
    retained: [`files/expenses/${emis}/`],
  };
}

/**
 * Deletes up to `limit` objects under the prefixes; `done` when none is left, so a run that hit
 * its limit carries on at the next.
 */
export async function deleteMediaUnder(
  deps: Deps,
  prefixes: readonly string[],
  limit: number,
): Promise<{ deleted: number; done: boolean }> {
  let deleted = 0;
  for (const prefix of prefixes) {
    for (const key of await deps.blobs.list(prefix)) {
      if (deleted >= limit) return { deleted, done: false };
      await deps.blobs.delete(key);
      deleted += 1;
    }
  }
  return { deleted, done: true };
}
