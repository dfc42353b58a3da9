import { Home, LayoutGrid, Store } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { planIncludes } from '@shared/plans/entitlements';
import { cn } from '../../../lib/cn';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { CartPopup } from './cart-popup';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-muted',
    isActive && 'text-brand',
  );

/**
 * The store's own frame (extended.md §2): a header with Home, Store and, when signed in,
 * Switchboard, the page's own controls (the category select) and the popup cart.
 */
export function StoreFrame({
  title,
  controls,
  children,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  // A Standard company's site has no store: no Store link, no cart (issue 27).
  const offered = planIncludes(company.plan, 'store');
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-background focus:p-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
          <Link to="/" className="mr-2 truncate font-semibold">
            {company.name}
          </Link>
          <nav aria-label="Store" className="flex items-center gap-1">
            <NavLink to="/" end className={navClass}>
              <Home className="size-4" aria-hidden="true" /> Home
            </NavLink>
            {offered && (
              <NavLink to="/web-store" className={navClass}>
                <Store className="size-4" aria-hidden="true" /> Store
              </NavLink>
            )}
            {signedIn && (
              <NavLink to="/switchboard" className={navClass}>
                <LayoutGrid className="size-4" aria-hidden="true" /> Switchboard
              </NavLink>
            )}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {offered && controls}
            {offered && <CartPopup />}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {company.name} · Secure card payment
        <Button asChild variant="link" className="h-auto px-2">
          <Link to="/contact-us">Contact us</Link>
        </Button>
      </footer>
    </div>
  );
}
