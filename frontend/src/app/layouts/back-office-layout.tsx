import { ArrowLeft, LayoutGrid, Menu, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ACCESS_LEVEL_NAMES, isAccessLevel } from '@shared/access';
import { FullPageStatus } from '../../components/full-page-status';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { useCompanyWithDomain } from '../../lib/api/get-company-with-domain';
import { useCurrentUser } from '../../lib/api/current-user';
import { CompanyProvider } from '../../lib/company';
import { DrawerNav } from './side-drawer';
import { CompanySwitcher } from './company-switcher';
import { StandingBanner } from '../../features/plans/components/standing-banner';

/**
 * The back office: the side drawer (a sheet under 600 px), the top bar with switchboard, back
 * and the company switcher. It works for the signed-in user's current company.
 */
export function BackOfficeLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const domain = user.data?.companies.find((company) => company.emis === user.data?.emis)?.domain;
  const company = useCompanyWithDomain(domain);

  if (user.isError)
    return (
      <FullPageStatus title="Oops, Something Went Wrong!">{user.error.message}</FullPageStatus>
    );
  if (company.isError)
    return (
      <FullPageStatus title="Oops, Something Went Wrong!">{company.error.message}</FullPageStatus>
    );
  if (!user.data || !company.data) return <FullPageStatus title="Loading…" busy />;
  const me = user.data;
  const level = isAccessLevel(me.alevel) ? ACCESS_LEVEL_NAMES[me.alevel] : `Level ${me.alevel}`;

  return (
    <CompanyProvider value={company.data}>
      <div className="flex min-h-dvh bg-muted/40">
        <aside
          className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-background min-[600px]:flex"
          aria-label="Drawer"
        >
          <Link
            to="/switchboard"
            className="flex h-16 items-center gap-3 border-b px-5 font-semibold"
          >
            <span
              className="grid size-8 place-items-center rounded-md bg-brand text-brand-foreground"
              aria-hidden="true"
            >
              {company.data.company.name.slice(0, 1)}
            </span>
            <span className="truncate">{company.data.company.name}</span>
          </Link>
          <DrawerNav alevel={me.alevel} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background px-3 sm:px-4">
            <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SheetTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="min-[600px]:hidden"
                  aria-label="Open menu"
                >
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="w-72 p-0">
                <SheetHeader className="border-b p-4">
                  <SheetTitle>{company.data.company.name}</SheetTitle>
                </SheetHeader>
                <DrawerNav alevel={me.alevel} onNavigate={() => setDrawerOpen(false)} />
              </SheetContent>
            </Sheet>
            <Button asChild variant="ghost" size="icon" aria-label="Switchboard">
              <Link to="/switchboard">
                <LayoutGrid aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" size="icon" aria-label="Back" onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button asChild variant="ghost" size="icon" aria-label="Sign-in security">
              <Link to="/account/security">
                <ShieldCheck aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon" aria-label="My details">
              <Link to="/account/details">
                <UserRound aria-hidden="true" />
              </Link>
            </Button>
            <p className="ml-1 hidden truncate text-sm text-muted-foreground md:block">
              {me.name} · {level}
            </p>
            {/* min-w-0: at 390 px the switcher's name truncates instead of pushing the page wider. */}
            <div className="ml-auto min-w-0">
              <CompanySwitcher user={me} />
            </div>
          </header>
          <StandingBanner alevel={me.alevel} />
          <main id="main" className="flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </CompanyProvider>
  );
}
