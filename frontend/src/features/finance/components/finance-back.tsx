import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Back to the Finance Switchboard. */
export function FinanceBack() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/finance-switchboard">
        <ArrowLeft aria-hidden="true" /> Finance Switchboard
      </Link>
    </Button>
  );
}
