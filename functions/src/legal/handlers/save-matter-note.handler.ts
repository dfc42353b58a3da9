import { saveMatterNoteBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { saveMatterNote } from '../notes';

export const handler = defineHandler(
  'POST /auth/save-matter-note',
  { body: saveMatterNoteBody },
  async ({ ctx, body }) => saveMatterNote(ctx, body),
);
