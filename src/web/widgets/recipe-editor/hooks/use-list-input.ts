import { useRef, useState } from 'react';

/**
 * The typing side of a list of short texts (tags, tips): the field's text, whether the last add
 * was refused as a duplicate, adding the typed or a picked value, and removing one item.
 * `addItem` is the list's own rule; it returns the same array when the value is refused.
 */
export function useListInput(
  items: string[],
  onChange: (items: string[]) => void,
  addItem: (items: string[], value: string) => readonly string[],
) {
  const [input, setInput] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  /** Adds `value` by the list's rule; a refused non-blank value shows the duplicate note. */
  const add = (value: string): boolean => {
    const next = addItem(items, value);
    if (next === items) {
      setDuplicate(value.trim() !== '');
      return false;
    }
    onChange([...next]);
    setDuplicate(false);
    return true;
  };

  return {
    input,
    duplicate,
    inputRef,
    add,
    /** Adds a typed or picked value and empties the field when it went in. */
    addAndClear: (value: string) => {
      if (add(value)) setInput('');
    },
    /** New text in the field clears the duplicate note. */
    changeInput: (value: string) => {
      setInput(value);
      setDuplicate(false);
    },
    /** Removes the item at `index` and puts the focus back in the field. */
    removeAt: (index: number) => {
      onChange(items.filter((_, i) => i !== index));
      inputRef.current?.focus();
    },
  };
}
