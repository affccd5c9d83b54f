import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';

/** Spec section 5: suggestion dropdowns close 200 ms after the field loses focus. */
export const SUGGESTION_BLUR_CLOSE_MS = 200;

export interface SuggestionInputProps extends Omit<ComponentProps<'input'>, 'ref'> {
  ref?: Ref<HTMLInputElement>;
  /** What to offer for the current text (already limited by the caller). */
  suggestions: readonly string[];
  /** A suggestion was chosen (click, tap, or Enter on the highlighted one). */
  onPick: (suggestion: string) => void;
  /** Enter while no suggestion is highlighted (add the typed tag or tip…). */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Names the list for screen readers. */
  listLabel: string;
  /** Open the list as soon as the field is focused, not only after typing. */
  openOnFocus?: boolean;
  wrapperClassName?: string;
}

/**
 * A text field with a suggestion list (the ARIA 1.2 combobox pattern): ArrowDown/ArrowUp move
 * through the list, Enter picks, Escape closes, and the list closes 200 ms after blur so a tap on a
 * suggestion still lands. Focus stays in the field the whole time.
 */
export function SuggestionInput({
  suggestions,
  onPick,
  onEnter,
  listLabel,
  openOnFocus = false,
  wrapperClassName,
  className,
  onFocus,
  onBlur,
  onKeyDown,
  onChange,
  ref,
  ...inputProps
}: SuggestionInputProps) {
  const listId = useId();
  const [wantsOpen, setWantsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = wantsOpen && suggestions.length > 0;
  // A new list (the text changed) starts with nothing highlighted.
  const listKey = suggestions.join('\u0000');
  const [seenKey, setSeenKey] = useState(listKey);
  if (seenKey !== listKey) {
    setSeenKey(listKey);
    setActive(-1);
  }

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const close = () => {
    cancelClose();
    setWantsOpen(false);
    setActive(-1);
  };

  const pick = (suggestion: string) => {
    close();
    onPick(suggestion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape always closes the list, even when a dialog above already claimed the key.
    if (event.key === 'Escape' && open) close();
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setWantsOpen(true);
        setActive((i) => (open ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter':
        if (event.nativeEvent.isComposing) return;
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          pick(suggestions[active]);
          return;
        }
        if (onEnter) {
          event.preventDefault();
          close();
          onEnter(event);
        }
        return;
      default:
        return;
    }
  };

  return (
    <div className={cn('relative', wrapperClassName)}>
      <Input
        {...inputProps}
        ref={ref}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className={className}
        onChange={(event) => {
          onChange?.(event);
          cancelClose();
          setWantsOpen(true);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          cancelClose();
          if (openOnFocus) setWantsOpen(true);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          cancelClose();
          closeTimer.current = setTimeout(close, SUGGESTION_BLUR_CLOSE_MS);
        }}
        onKeyDown={handleKeyDown}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-2.5 text-sm select-none sm:py-2',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              // Keep focus in the field: the pick happens on click, the field never blurs.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(suggestion)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
