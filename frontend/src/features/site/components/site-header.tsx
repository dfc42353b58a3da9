import { LayoutGrid, LogIn, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCompany } from '../../../lib/company';
import { useToken } from '../../../lib/session';
import { useCompanyLogo } from '../api/get-logos-for-given-company';

const LINKS = [
  { label: 'About', to: { pathname: '/', hash: '#about' } },
  { label: 'Services', to: { pathname: '/', hash: '#services' } },
  { label: 'FAQ', to: { pathname: '/', hash: '#faq' } },
  { label: 'News', to: { pathname: '/news' } },
  { label: 'Events', to: { pathname: '/events-calendar' } },
  { label: 'Contact Us', to: { pathname: '/contact-us' } },
];

/**
 * Every public page's header. Sign-in is always one link away (a plain link to /login, which
 * works without JavaScript); a template's hero may also show the Login/Register panel.
 */
export function SiteHeader() {
  const { company } = useCompany();
  const signedIn = useToken() !== null;
  const logo = useCompanyLogo(company.domain);
  const location = useLocation();
  // The menu is open for one location: following a link closes it.
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const menuOpen = menuFor === location.key;

  const account = signedIn ? (
    <Button asChild>
      <Link to="/switchboard">
        <LayoutGrid aria-hidden="true" /> Switchboard
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">
        <LogIn aria-hidden="true" /> Sign in
      </Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2 sm:gap-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-3 font-semibold">
          {logo.data ? (
            <img
              src={logo.data.url}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-full"
            />
          ) : (
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-brand-foreground"
              aria-hidden="true"
            >
              {company.name.slice(0, 1)}
            </span>
          )}
          {/* Wraps rather than cut: a long name reads in full on a phone. */}
          <span
            data-testid="site-name"
            className="text-sm leading-tight break-words text-balance sm:text-base"
          >
            {company.name}
          </span>
        </Link>
        <nav aria-label="Site" className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <Button key={link.label} asChild variant="ghost">
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-2">
          {account}
          {/* A plain disclosure, not a dialog: the public pages stay free of Radix Dialog. */}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuFor(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="site-menu"
          aria-label="Site"
          className="border-t bg-background px-4 py-2 md:hidden"
        >
          {LINKS.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className="block rounded-md px-3 py-3 font-medium hover:bg-muted"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}
