import { z } from 'zod';
import { defineHandler, textReply } from '../../platform/handler';
import { feesSettlement } from '../../school';
import { receiveNotification } from '../notify';

const notification = z.object({
  fields: z.array(z.tuple([z.string().max(64), z.string().max(1000)])).max(60),
});

/** The card gateway's notification: checked, applied once, answered 200 'OK' (replays too). */
export const handler = defineHandler(
  'POST /payments/notify',
  { body: notification },
  async ({ ctx, body }) => {
    await receiveNotification(ctx, body.fields, { fees: feesSettlement });
    return textReply(200, 'OK', 'text/plain; charset=utf-8');
  },
);
