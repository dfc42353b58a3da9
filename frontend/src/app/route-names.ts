/**
 * Every route name of the spec (core.md §2 and extended.md §2) plus Kantoor's own. The name is
 * the contract: screens arrive issue by issue; a declared route without its screen yet says so.
 */
export const PUBLIC_PATHS = [
  '/',
  '/home',
  '/login',
  '/company-website',
  '/free-invoices-and-quotes',
  '/register',
  '/web-store',
  '/product-details',
  '/checkout',
  '/images-gallery',
  '/events-calendar',
  '/onboarding-new-company',
  '/payment-complete',
  '/cancel-onboarding',
  '/contact-us',
] as const;

/** Back-office routes (signed in only). */
export const PRIVATE_ROUTES = [
  'switchboard',
  'invoices-and-quotes',
  'data-crud',
  'manage-products',
  'settings',
  'manage-users',
  'manage-images',
  'read-post',
  'edit-and-print-quote',
  'create-company',
  'bulk-sms-dashboard',
  'bulk-emails-dashboard',
  'point-of-sale',
  'table-crud',
  'manage-clients',
  'manage-talents',
  'website-dashboard',
  'payments-receipt',
  'edit-and-print-invoice',
  'get-payslips-pdf',
  'expense-receipts',
  'live-videos',
  'manage-files',
  'finance-switchboard',
  'finance-dashboard',
  'financial-accounts',
  'finance-expenses',
  'financial-budgets',
  'salaries-and-payslips',
  'manage-employees',
  'video-tutorials',
  'pay-online',
  'payment-successful',
  'cancel-payment',
  'notify-payment',
  'related-table',
  'crud-website-data',
  'website-manage-posts',
  'website-manage-profile',
  // Kantoor's own: the local outbox for a super admin; SMS credits for the provider's.
  'local-outbox',
  'sms-credits',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}
