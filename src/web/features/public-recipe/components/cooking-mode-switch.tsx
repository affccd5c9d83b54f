import { useId } from 'react';
import { Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useWakeLock } from '../../../lib/use-wake-lock.ts';

/** The cooking-mode toggle, shown only where the browser can keep the screen awake. */
export function CookingModeSwitch() {
  const { t } = useTranslation('public-recipe');
  const id = useId();
  const hintId = useId();
  const wakeLock = useWakeLock(() =>
    toast({ title: t('cookingMode.label'), description: t('cookingMode.failed'), variant: 'destructive' }),
  );
  if (!wakeLock.supported) return null;
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3">
      <Sun className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Label htmlFor={id}>{t('cookingMode.label')}</Label>
        <span id={hintId} className="text-xs text-muted-foreground">
          {t('cookingMode.description')}
        </span>
      </div>
      <Switch id={id} aria-describedby={hintId} checked={wakeLock.enabled} onCheckedChange={wakeLock.setEnabled} />
    </div>
  );
}
