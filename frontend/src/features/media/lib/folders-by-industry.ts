import { IMAGE_FOLDERS, type ImageFolder } from '@shared/company/folders';
import type { Industry } from '@shared/company/labels';

export type FolderChoice = { label: keyof typeof IMAGE_FOLDERS; folder: ImageFolder };

// The spec filters Manage Site Images by industry; a legal practice has no events or staff
// gallery, an agency no management team.
const LABELS_BY_INDUSTRY: Record<Industry, Array<keyof typeof IMAGE_FOLDERS>> = {
  General: [
    'Company Logo',
    'Website Front Page',
    'Management Team',
    'Gallery',
    'Company Events',
    'Staff Gallery',
    'Store Products',
  ],
  'Legal Practice': ['Company Logo', 'Website Front Page', 'Management Team', 'Gallery'],
  Agency: ['Company Logo', 'Website Front Page', 'Gallery', 'Company Events', 'Staff Gallery'],
};

/** The folders a company of this industry manages, in the spec's order; unknown means General. */
export function foldersFor(industry: string): FolderChoice[] {
  const labels = LABELS_BY_INDUSTRY[industry as Industry] ?? LABELS_BY_INDUSTRY.General;
  return labels.map((label) => ({ label, folder: IMAGE_FOLDERS[label] }));
}
