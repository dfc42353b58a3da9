import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">There is no page at this address.</p>
      <Button asChild className="mt-8">
        <Link to="/switchboard">Back to the switchboard</Link>
      </Button>
    </div>
  );
}
