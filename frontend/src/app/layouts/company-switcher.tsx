import { Building2, Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CREATE_COMPANY_ID, type SessionUser } from '@shared/auth/session';
import { MESSAGES } from '@shared/messages';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/sonner';
import { ApiError } from '../../lib/api-client';
import { useSwitchCompany } from '../../lib/api/switch-company';

/** The user's companies; choosing one switches the session to it. The spec's 091091091 entry creates one. */
export function CompanySwitcher({ user }: { user: SessionUser }) {
  const switchCompany = useSwitchCompany();
  const navigate = useNavigate();
  const current = user.companies.find((company) => company.emis === user.emis);

  const choose = async (emis: string, name: string) => {
    if (emis === CREATE_COMPANY_ID) return navigate('/create-company');
    if (emis === user.emis) return;
    try {
      await switchCompany.mutateAsync(emis);
      toast.success(`You are now working in ${name}`);
      await navigate('/switchboard');
    } catch (error) {
      toast.error(MESSAGES.oops, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="w-full max-w-[14rem] gap-2"
          aria-label={`Company: ${current?.name ?? user.emis}. Switch company`}
        >
          <Building2 aria-hidden="true" />
          <span className="truncate">{current?.name ?? user.emis}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>Your companies</DropdownMenuLabel>
        {user.companies.map((company) => (
          <DropdownMenuItem
            key={company.emis}
            onSelect={() => void choose(company.emis, company.name)}
          >
            <Check
              className={company.emis === user.emis ? 'opacity-100' : 'opacity-0'}
              aria-hidden="true"
            />
            <span className="truncate">{company.name}</span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void choose(CREATE_COMPANY_ID, '')}>
          <Plus aria-hidden="true" /> Create a new company
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
