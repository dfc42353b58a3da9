import { Construction } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useToken } from '../../lib/session';

function titleOf(pathname: string) {
  const name = pathname.replace(/^\//, '').replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A declared route whose screen has not been built yet: said plainly, with a way back. */
export function NotAvailablePage() {
  const { pathname } = useLocation();
  const signedIn = useToken() !== null;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Construction className="size-12 text-accent" aria-hidden="true" />
      <h1 className="mt-6 text-2xl font-semibold">{titleOf(pathname)}</h1>
      <p className="mt-3 text-muted-foreground">
        This screen is not available yet. It arrives with a coming release of Kantoor.
      </p>
      <Button asChild className="mt-8">
        <Link to={signedIn ? '/switchboard' : '/'}>
          {signedIn ? 'Back to the switchboard' : 'Back to the home page'}
        </Link>
      </Button>
    </div>
  );
}
