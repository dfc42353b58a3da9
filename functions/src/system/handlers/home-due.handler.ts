import { defineHandler } from '../../platform/handler';
import { homeDue } from '../home-due';

export const handler = defineHandler('GET /auth/home-due', {}, async ({ ctx }) => homeDue(ctx));
