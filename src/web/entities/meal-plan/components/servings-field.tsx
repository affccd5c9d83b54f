import { useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SERVINGS_MAX, SERVINGS_MIN } from '../model/servings.ts';

/**
 * The servings of a planned meal, labelled: a whole number within what the server accepts. The
 * value stays the typed text, so an emptied field can fall back to a default (`parseServings`).
 */
export function ServingsField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={SERVINGS_MIN}
        max={SERVINGS_MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
