import { LayoutGrid, Menu, X } from 'lucide-react';
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

type SiteHeaderProps = {
  /** On the home page the Login button opens and closes the sign-in panel instead of leaving. */
  onLoginToggle?: () => void;
  loginOpen?: boolean;
};

export function SiteHeader({ onLoginToggle, loginOpen }: SiteHeaderProps) {
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
  ) : onLoginToggle ? (
    <Button onClick={onLoginToggle} aria-expanded={loginOpen} aria-controls="sign-in-panel">
      {loginOpen ? 'Hide login' : 'Login'}
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">Login</Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-3 font-semibold">
          {logo.data ? (
            <img
              src={logo.data.url}
              alt=""
              width={36}
              height={36}
              className="size-9 rounded-full"
            />
          ) : (
            <span
              className="grid size-9 place-items-center rounded-full bg-brand text-brand-foreground"
              aria-hidden="true"
            >
              {company.name.slice(0, 1)}
            </span>
          )}
          <span className="truncate">{company.name}</span>
        </Link>
        <nav aria-label="Site" className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <Button key={link.label} asChild variant="ghost">
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
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
