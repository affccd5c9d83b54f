import { useId } from 'react';
import { Copy, ExternalLink, Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useTogglePublic } from '../api/toggle-public.ts';
import type { TRecipe } from '../api/types.ts';
import { useCopyLink } from '../hooks/use-copy-link.ts';
import { publicRecipePath, publicRecipeUrl } from '../lib/public-link.ts';

/**
 * Private ⇄ public (spec section 4, Visibility). Only a public recipe shows its link and the
 * copy-link button. For the owner only: the server refuses anyone else anyway.
 */
export function VisibilityControl({ recipe }: { recipe: Pick<TRecipe, 'id' | 'isPublic'> }) {
  const { t } = useTranslation('recipes');
  const toggle = useTogglePublic();
  const copyLink = useCopyLink();
  const switchId = useId();
  const hintId = useId();
  const url = publicRecipeUrl(recipe.id);

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex gap-3">
          {recipe.isPublic ? (
            <Globe className="mt-0.5 size-5 shrink-0 text-herb-700" aria-hidden="true" />
          ) : (
            <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor={switchId}>{t('visibility.label')}</Label>
            <p id={hintId} className="text-sm text-muted-foreground">
              {recipe.isPublic ? t('visibility.public') : t('visibility.private')}
            </p>
          </div>
        </div>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={recipe.isPublic}
          disabled={toggle.isPending}
          onCheckedChange={() => toggle.mutate(recipe.id)}
        />
      </div>
      {recipe.isPublic ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            value={url}
            aria-label={t('visibility.linkLabel')}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <div className="flex gap-2">
            <Button variant="outline" size="sm" className="h-10 flex-1" onClick={() => void copyLink(url)}>
              <Copy aria-hidden="true" />
              {t('visibility.copyLink')}
            </Button>
            <Button asChild variant="ghost" size="icon" title={t('visibility.open')}>
              <a href={publicRecipePath(recipe.id)} target="_blank" rel="noopener" aria-label={t('visibility.open')}>
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
