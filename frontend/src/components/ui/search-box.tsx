import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** Waits this long after the last key before searching, so typing does not send a call a key. */
const SEARCH_DELAY_MS = 300;

/**
 * A search field that reports its trimmed text once typing pauses (at once on Enter), for lists
 * searched on the server.
 */
export function SearchBox({
  label,
  onSearch,
  className,
}: {
  label: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const reported = useRef('');

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = trimmed;
      onSearch(trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        placeholder={`${label}…`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          const trimmed = text.trim();
          if (event.key === 'Enter' && trimmed !== reported.current) {
            reported.current = trimmed;
            onSearch(trimmed);
          }
        }}
        className="pl-9"
      />
    </div>
  );
}
