import { matterNotesBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { matterNotes } from '../notes';

export const handler = defineHandler(
  'POST /auth/get-all-notes-for-selected-matter',
  { body: matterNotesBody },
  async ({ ctx, body }) => matterNotes(ctx, body),
);
