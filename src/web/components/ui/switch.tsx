import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export type SwitchProps = Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
};

/**
 * An on/off switch (role="switch"); label it with <Label htmlFor> or aria-label. The same button,
 * attributes and data-state as Radix's Switch (which it replaced to keep the public recipe page's
 * first load small), controlled with checked / onCheckedChange or not with defaultChecked. It is
 * not a form field: read its state through onCheckedChange.
 */
export function Switch({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checkedProp === undefined) setUncontrolled(!checked);
        onCheckedChange?.(!checked);
      }}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
    >
      <span
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
