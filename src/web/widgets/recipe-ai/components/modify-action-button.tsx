import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { MODIFY_ACTION_ICONS, type TModifyAction } from './modify-actions.ts';

/** One of the panel's preset changes (spec section 1), with its spinner while the chef works on it. */
export function ModifyActionButton({
  action,
  disabled,
  pending,
  onClick,
}: {
  action: TModifyAction;
  disabled: boolean;
  pending: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('chef-tools');
  const Icon = MODIFY_ACTION_ICONS[action];
  return (
    <Button
      variant="outline"
      size="sm"
      // aria-disabled, not disabled: the pressed button keeps focus while the chef works.
      aria-disabled={disabled || undefined}
      onClick={onClick}
      title={t(`modify.actionHints.${action}`)}
      className={cn('h-10 justify-start rounded-full px-4 sm:justify-center', pending && 'border-primary')}
    >
      {pending ? (
        <Loader2 className="animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Icon className="text-primary" aria-hidden="true" />
      )}
      {t(`modify.actions.${action}`)}
    </Button>
  );
}
