import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { COLLECTION_COLORS, COLLECTION_ICONS } from '../../../../shared/constants.ts';
import { cn } from '../../../lib/utils.ts';
import {
  COLLECTION_COLOR_NAMES,
  COLLECTION_ICON_COMPONENTS,
  type TCollectionColor,
  type TCollectionIcon,
} from '../model/collection-style.ts';

// Radio groups: one Tab stop, arrow keys move the choice, each swatch is named for screen readers.
const itemBase =
  'flex size-10 items-center justify-center rounded-full outline-none transition-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function ColorPicker({
  value,
  onChange,
  labelledBy,
}: {
  value: TCollectionColor;
  onChange: (color: TCollectionColor) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('collections');
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(v) => onChange(v as TCollectionColor)}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      loop
      className="flex flex-wrap gap-2"
    >
      {COLLECTION_COLORS.map((color) => (
        <RadioGroup.Item
          key={color}
          value={color}
          aria-label={t(`colors.${COLLECTION_COLOR_NAMES[color]}`)}
          className={cn(
            itemBase,
            'text-white shadow-sm data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-2',
          )}
          style={{ backgroundColor: color }}
        >
          <RadioGroup.Indicator>
            <Check aria-hidden="true" className="size-4 drop-shadow" />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

export function IconPicker({
  value,
  color,
  onChange,
  labelledBy,
}: {
  value: TCollectionIcon;
  color: TCollectionColor;
  onChange: (icon: TCollectionIcon) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('collections');
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(v) => onChange(v as TCollectionIcon)}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      loop
      className="flex flex-wrap gap-2"
    >
      {COLLECTION_ICONS.map((icon) => {
        const Icon = COLLECTION_ICON_COMPONENTS[icon];
        const selected = icon === value;
        return (
          <RadioGroup.Item
            key={icon}
            value={icon}
            aria-label={t(`icons.${icon}`)}
            className={cn(
              itemBase,
              'rounded-xl border bg-card text-muted-foreground hover:bg-accent data-[state=checked]:border-transparent data-[state=checked]:text-white',
            )}
            style={selected ? { backgroundColor: color } : undefined}
          >
            <Icon aria-hidden="true" className="size-5" />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
