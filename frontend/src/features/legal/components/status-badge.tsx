import { Badge } from '../../../components/ui/badge';
import { statusTone } from '@shared/legal/status-tone';

/** A matter's status as a coloured badge (extended.md §4: 'omplete'/'lose' red, others green). */
export function StatusBadge({ name }: { name: string | null | undefined }) {
  if (!name) return <Badge variant="secondary">No status</Badge>;
  return (
    <Badge variant={statusTone(name)} data-tone={statusTone(name)}>
      {name}
    </Badge>
  );
}
