import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';
import { LOADED_ROWS_HINT, LoadMore, type LoadMoreState } from './load-more';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type ComboboxOption = { value: string; label: string; description?: string };

export type ComboboxProps = {
  options: ComboboxOption[];
  /** The chosen option's value; '' or null for none. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
  /**
   * The options are a paged list's loaded rows: "Load more" below them while the server has
   * more, and the filter says it searches the loaded ones only.
   */
  more?: LoadMoreState;
  /** The chosen value's text when it is not among the loaded options (chosen elsewhere). */
  selectedLabel?: string;
  // Passed to the trigger, so FormField and <Label htmlFor> work as with an input.
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

function matches(option: ComboboxOption, query: string) {
  const text = `${option.label} ${option.description ?? ''}`.toLowerCase();
  return text.includes(query.trim().toLowerCase());
}

/** A searchable single choice: a trigger like a select, a filter box and a listbox. */
export function Combobox({
  options,
  value,
  onChange,
  placeholder = 'Select…',
  searchPlaceholder = 'Search…',
  emptyText = 'No results.',
  disabled,
  className,
  more,
  selectedLabel,
  ...triggerProps
}: ComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = options.find((option) => option.value === value);
  const shown = useMemo(() => options.filter((option) => matches(option, query)), [options, query]);
  const activeOption = shown[active];
  const optionId = (index: number) => `${listboxId}-${index}`;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(
        Math.max(
          0,
          options.findIndex((option) => option.value === value),
        ),
      );
    }
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), shown.length - 1);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveTo(active + step);
    } else if (event.key === 'Enter') {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    }
    // Escape is Radix Popover's: it closes and gives focus back to the trigger.
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn(
            fieldClasses,
            'flex h-10 cursor-pointer items-center justify-between gap-2 text-left',
            className,
          )}
          {...triggerProps}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected?.label ?? (value ? selectedLabel : undefined) ?? placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-60 p-0"
        aria-label={triggerProps['aria-label']}
      >
        <div className="flex items-center gap-2 border-b border-border px-3">
          <Search className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          <input
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full bg-transparent text-base outline-hidden placeholder:text-muted-foreground sm:text-sm"
          />
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={triggerProps['aria-label']}
          className="max-h-64 overflow-y-auto p-1"
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active || undefined}
              // Keep focus in the search box while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
              className="flex cursor-pointer items-start gap-2 rounded-sm px-2 py-2 text-sm select-none data-[active]:bg-muted sm:py-1.5"
            >
              <Check
                className={cn('mt-0.5 size-4 shrink-0', option.value !== value && 'invisible')}
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block truncate">{option.label}</span>
                {option.description && (
                  <span className="block text-xs text-muted-foreground">{option.description}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p role="status" className="px-3 pb-4 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        )}
        {more && (more.hasMore || more.loadMoreError) && (
          <div className="grid gap-2 border-t border-border p-2">
            {query.trim() && more.hasMore && (
              <p className="text-center text-xs text-muted-foreground">{LOADED_ROWS_HINT}</p>
            )}
            <LoadMore more={more} />
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
