import { useState } from 'react';
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { promptInstall, useInstallState } from '../install-prompt.ts';
import { bundlePwaTexts } from '../texts.ts';

bundlePwaTexts();

/**
 * Spec sections 2 and 4 (Install): shown when the browser offers an install prompt; pressing it
 * shows the prompt, then says whether the app was installed or the install cancelled.
 */
export function InstallButton() {
  const { t } = useTranslation('pwa');
  const { available } = useInstallState();
  const [hidden, setHidden] = useState(false);
  if (!available || hidden) return null;

  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'installed')
      toast({ title: t('install.installedTitle'), description: t('install.installedDescription') });
    else if (outcome === 'cancelled')
      toast({ title: t('install.cancelledTitle'), description: t('install.cancelledDescription') });
  };

  return (
    <aside
      aria-label={t('install.label')}
      className="fixed bottom-4 left-4 z-40 flex items-center gap-1 rounded-full border bg-card p-1 shadow-lg pb-[max(0.25rem,env(safe-area-inset-bottom))]"
    >
      <Button size="sm" className="rounded-full" onClick={() => void install()}>
        <Download aria-hidden="true" />
        {t('install.button')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 rounded-full"
        aria-label={t('install.dismiss')}
        title={t('install.dismiss')}
        onClick={() => setHidden(true)}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
