import { emisBody } from '@shared/site/schemas';
import { defineHandler } from '../../platform/handler';
import { branches } from '../service';

export const handler = defineHandler('POST /get-all-branches', { body: emisBody }, ({ ctx }) =>
  branches(ctx),
);
