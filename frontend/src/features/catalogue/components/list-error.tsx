import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

/** A list that could not load: the server's message and a way to ask again. */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <FormAlert>{error.message}</FormAlert>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
