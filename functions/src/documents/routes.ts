// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Invoices and quotations.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const documentsRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-invoices-and-quotations-data': {
      handler: 'documents/handlers/get-invoices-and-quotations-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    // The home's overdue link (issue 28): a page of the unpaid index's invoices due before today.
    'GET /auth/overdue-invoices': {
      handler: 'documents/handlers/overdue-invoices.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-invoice-data': {
      handler: 'documents/handlers/get-invoice-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-invoice-data': {
      handler: 'documents/handlers/save-invoice-data.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-quote-data': {
      handler: 'documents/handlers/get-quote-data.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-quote-data': {
      handler: 'documents/handlers/save-quote-data.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/convert-quotes-to-invoices': {
      handler: 'documents/handlers/convert-quotes-to-invoices.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/delete-quotes': {
      handler: 'documents/handlers/delete-quotes.handler.ts',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-client-profile': {
      handler: 'documents/handlers/get-client-profile.handler.ts',
      auth: 'token',
      level: LEVEL.family,
      uses: [],
    },
    'POST /auth/mark-invoices-paid': {
      handler: 'documents/handlers/mark-invoices-paid.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    // Emailed documents (issue 28): the send, and the client's page by the link's key (no
    // sign-in; the site's host names the company, and a key of another company finds nothing).
    'POST /auth/send-document-email': {
      handler: 'documents/handlers/send-document-email.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'email'],
    },
    'POST /documents/link': {
      handler: 'documents/handlers/document-link.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /documents/link-pay': {
      handler: 'documents/handlers/document-link-pay.handler.ts',
      auth: 'public',
      tenant: 'required',
      // A pending card checkout of the invoice's balance and its signed form.
      uses: ['table:write', 'card'],
    },
  }) as const satisfies RouteTable)();
