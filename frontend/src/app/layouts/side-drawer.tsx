import { LogOut } from 'lucide-react';
import { LEVEL } from '@shared/access';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useIsSchool } from '../../lib/api/is-school';
import { useLogout } from '../../lib/api/logout';
import { useCompany } from '../../lib/company';
import { cn } from '../../lib/cn';
import { drawerItemsFor } from '../../lib/screens';
import { SCREENS } from '../screens';

/** The drawer's links for the user's level, and Sign Out. */
export function DrawerNav({ alevel, onNavigate }: { alevel: number; onNavigate?: () => void }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const school = useIsSchool(alevel >= LEVEL.family);
  const { company } = useCompany();
  const signOut = async () => {
    await logout.mutateAsync();
    onNavigate?.();
    await navigate('/', { replace: true });
  };
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 p-3">
      {drawerItemsFor(SCREENS, { alevel, school, plan: company.plan }).map(
        ({ label, to, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                isActive && 'bg-brand text-brand-foreground hover:bg-brand',
              )
            }
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </NavLink>
        ),
      )}
      <Button
        variant="ghost"
        className="mt-auto justify-start gap-3 px-3"
        onClick={() => void signOut()}
        loading={logout.isPending}
      >
        <LogOut className="size-5" aria-hidden="true" /> Sign Out
      </Button>
    </nav>
  );
}
