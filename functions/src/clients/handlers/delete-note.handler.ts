import { deleteNoteBody } from '@shared/clients/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteNote } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-note',
  { body: deleteNoteBody },
  async ({ ctx, body }) => deleteNote(ctx, body),
);
