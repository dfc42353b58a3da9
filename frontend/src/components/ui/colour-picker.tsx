import { useId, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { cn } from '../../lib/cn';
import { fieldClasses, Input } from './input';
import { Label } from './label';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const HEX = /^#[0-9a-f]{6}$/i;

function isHexColour(value: string) {
  return HEX.test(value);
}

export type ColourPickerProps = {
  /** '#rrggbb'. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/** A swatch with its hex code; opens a colour area and a hex field. Emits lower-case '#rrggbb'. */
export function ColourPicker({
  value,
  onChange,
  disabled,
  className,
  ...triggerProps
}: ColourPickerProps) {
  const hexId = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const draftValid = isHexColour(draft);

  const typeHex = (text: string) => {
    const next = text.startsWith('#') ? text : `#${text}`;
    setDraft(next);
    if (isHexColour(next)) onChange(next.toLowerCase());
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          disabled={disabled}
          className={cn(
            fieldClasses,
            'flex h-10 w-40 cursor-pointer items-center gap-2 text-left',
            className,
          )}
          {...triggerProps}
        >
          <span
            className="size-5 shrink-0 rounded-sm border border-border"
            style={{ backgroundColor: isHexColour(value) ? value : 'transparent' }}
            aria-hidden="true"
          />
          <span className="font-mono uppercase">{value || '—'}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-60 gap-3 p-3">
        <HexColorPicker
          color={isHexColour(value) ? value : '#000000'}
          onChange={(hex) => onChange(hex.toLowerCase())}
          style={{ width: '100%' }}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={hexId}>Hex colour</Label>
          <Input
            id={hexId}
            value={draft}
            onChange={(event) => typeHex(event.target.value.trim())}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!draftValid || undefined}
            aria-describedby={draftValid ? undefined : `${hexId}-error`}
            className="font-mono uppercase"
          />
          {!draftValid && (
            <p id={`${hexId}-error`} className="text-xs text-destructive">
              Use six hex digits, like #0F4C5C.
            </p>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
