import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useOnline } from '../../../pwa/use-online.ts';
import { cn } from '../../../lib/utils.ts';

/**
 * Spec section 2 (Offline page): online or offline, and a try-again button that is enabled only
 * when online and reloads the page (back to what the user was doing, now with the network).
 */
export function StatusCard({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const hintId = useId();
  const Icon = online ? Wifi : WifiOff;
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          online ? 'bg-herb-100 text-herb-800' : 'bg-amber-100 text-amber-900',
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1" role="status">
        <h2 className="font-display text-xl font-semibold">{online ? t('status.online') : t('status.offline')}</h2>
        <p className="text-sm text-muted-foreground">
          {online ? t('status.onlineDescription') : t('status.offlineDescription')}
        </p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button onClick={reload} disabled={!online} aria-describedby={online ? undefined : hintId}>
          <RefreshCw aria-hidden="true" />
          {t('status.tryAgain')}
        </Button>
        {online ? null : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('status.tryAgainHint')}
          </p>
        )}
      </div>
    </Card>
  );
}
