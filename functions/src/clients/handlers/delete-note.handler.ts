import { deleteNoteBody } from '@shared/clients/schemas';
import { scopeOf } from '../../catalogue/scope';
import { defineHandler } from '../../platform/handler';
import { deleteNote } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-note',
  { body: deleteNoteBody },
  async ({ ctx, body }) => deleteNote(scopeOf(ctx), body),
);
