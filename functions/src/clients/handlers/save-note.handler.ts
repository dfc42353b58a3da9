import { saveNoteBody } from '@shared/clients/schemas';
import { defineHandler } from '../../platform/handler';
import { saveNote } from '../service';

export const handler = defineHandler(
  'POST /auth/save-note',
  { body: saveNoteBody },
  async ({ ctx, body }) => saveNote(ctx, body),
);
