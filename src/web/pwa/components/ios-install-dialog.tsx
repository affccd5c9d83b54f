import { useEffect, useState } from 'react';
import { Check, Share, SquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { IOS_DIALOG_DELAY_MS, rememberIosInstallDismissed, shouldOfferIosInstall } from '../ios-install.ts';
import type { PlatformInfo } from '../platform.ts';
import { bundlePwaTexts } from '../texts.ts';

bundlePwaTexts();

/**
 * Spec section 2 (Other surfaces): iOS has no install prompt, so Safari users get the three steps
 * of "Add to Home Screen", once, 3 s after the app starts. Closing it in any way remembers that.
 */
export function IosInstallDialog({ platform }: { platform?: PlatformInfo }) {
  const { t } = useTranslation('pwa');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!shouldOfferIosInstall(platform)) return;
    const timer = setTimeout(() => setOpen(true), IOS_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [platform]);

  const onOpenChange = (next: boolean) => {
    if (!next) rememberIosInstallDismissed();
    setOpen(next);
  };

  const steps = [
    { icon: <Share aria-hidden="true" className="size-5" />, text: t('ios.step1') },
    { icon: <SquarePlus aria-hidden="true" className="size-5" />, text: t('ios.step2') },
    { icon: <Check aria-hidden="true" className="size-5" />, text: t('ios.step3') },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('ios.close')}>
        <DialogHeader>
          <DialogTitle>{t('ios.title')}</DialogTitle>
          <DialogDescription>{t('ios.description')}</DialogDescription>
        </DialogHeader>
        <ol aria-label={t('ios.stepsLabel')} className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={index} className="flex items-center gap-3 rounded-xl border bg-muted/50 p-3 text-sm">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <span className="flex size-8 shrink-0 items-center justify-center text-primary">{step.icon}</span>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('ios.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
