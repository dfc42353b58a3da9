import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A page's whole-width message (nothing to show, not allowed) with a way on. */
export function PageNotice({
  icon: Icon,
  title,
  children,
  to = '/switchboard',
  action = 'Back to the switchboard',
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  to?: string;
  action?: string;
}) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-lg border bg-card px-6 py-12 text-center shadow-sm">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-muted-foreground">{children}</div>}
      <Button asChild className="mt-6">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
