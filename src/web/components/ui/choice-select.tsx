import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export interface ChoiceSelectProps<T extends string | number> {
  /** Matched by a <Label htmlFor>. */
  id: string;
  value: T;
  /** The values offered, in order. */
  choices: readonly T[];
  /** What the user reads for a value. */
  label: (choice: T) => ReactNode;
  /** Called with one of `choices` (not the string the select holds), so callers need no cast. */
  onChange: (value: T) => void;
}

/** A select over a fixed list of values, such as a sort order, a page size or a meal type. */
export function ChoiceSelect<T extends string | number>({ id, value, choices, label, onChange }: ChoiceSelectProps<T>) {
  return (
    <Select
      value={String(value)}
      onValueChange={(next) => {
        const choice = choices.find((c) => String(c) === next);
        if (choice !== undefined) onChange(choice);
      }}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={String(choice)} value={String(choice)}>
            {label(choice)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
