import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The spec's way back from the payment pages. */
export function SwitchboardButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/switchboard">
        <LayoutGrid aria-hidden="true" /> Go Back To Switchboard
      </Link>
    </Button>
  );
}
