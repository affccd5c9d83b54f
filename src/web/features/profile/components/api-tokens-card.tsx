import { useId, useState, type FormEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_MAX_PER_USER,
  API_TOKEN_SCOPES,
  type TApiTokenScope,
} from '../../../../shared/schemas/integrations.ts';
import { MCP_PATH } from '../../../../shared/schemas/mcp.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
  type TApiToken,
  type TApiTokenCreated,
} from '../../../entities/integration/index.ts';
import { formatWhen, refusalOf, ShownOnce } from './shown-once.tsx';

const scopeKey = (scope: TApiTokenScope) => (scope === 'read' ? 'tokens.scopeRead' : 'tokens.scopeReadWrite');

/**
 * Profile → API tokens: create one (name and access), see it once, list them with when each was
 * made and last used, revoke one (it stops at once on every server).
 */
export function ApiTokensCard() {
  const { t } = useTranslation('integrations');
  const nameId = useId();
  const scopeId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiTokenScope>('read');
  const [nameError, setNameError] = useState(false);
  const [fresh, setFresh] = useState<TApiTokenCreated | null>(null);
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const mcpUrl = typeof window === 'undefined' ? MCP_PATH : `${window.location.origin}${MCP_PATH}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (created) => {
          setFresh(created);
          setName('');
        },
      },
    );
  };
  const createError = (): string => {
    const { status } = refusalOf(create.error);
    if (status === 409) return t('tokens.tooMany', { max: API_TOKEN_MAX_PER_USER });
    return t('tokens.tryAgain');
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="api-tokens-heading" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="api-tokens-heading" className="font-display text-xl font-semibold">
            {t('tokens.title')}
          </h2>
          <p className="text-sm break-words text-muted-foreground">{t('tokens.description', { mcpUrl })}</p>
        </div>

        {fresh ? (
          <ShownOnce
            title={t('tokens.createdTitle')}
            description={t('tokens.createdDescription')}
            label={t('tokens.tokenLabel')}
            value={fresh.token}
            copyLabel={t('tokens.copy')}
            copiedLabel={t('tokens.copied')}
            copyFailedLabel={t('tokens.copyFailed')}
            doneLabel={t('tokens.done')}
            onDone={() => setFresh(null)}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={nameId}>{t('tokens.name')}</Label>
              <Input
                id={nameId}
                value={name}
                maxLength={100}
                placeholder={t('tokens.namePlaceholder')}
                aria-invalid={nameError || undefined}
                aria-describedby={nameError ? errorId : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(false);
                }}
              />
              {nameError && (
                <p id={errorId} className="text-sm text-destructive">
                  {t('tokens.nameRequired')}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={scopeId}>{t('tokens.scope')}</Label>
              <NativeSelect id={scopeId} value={scope} onChange={(e) => setScope(e.target.value as TApiTokenScope)}>
                {API_TOKEN_SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {t(scopeKey(s))}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              {create.isPending ? t('tokens.creating') : t('tokens.create')}
            </Button>
          </form>
        )}
        {create.isError && !fresh && (
          <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
            <p className="font-semibold">{t('tokens.createFailed')}</p>
            <p>{createError()}</p>
          </div>
        )}

        {tokens.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('tokens.loading')}
          </p>
        ) : tokens.isError ? (
          <ErrorRetry
            variant="inline"
            message={t('tokens.loadFailed')}
            retryLabel={t('tokens.retry')}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('tokens.empty')}</p>
        ) : (
          <ul aria-label={t('tokens.listLabel')} className="flex flex-col divide-y rounded-lg border">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function TokenRow({ token }: { token: TApiToken }) {
  const { t, i18n } = useTranslation('integrations');
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiToken();
  const onConfirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('tokens.revoked') });
      },
      onError: () => {
        setOpen(false);
        toast({ title: t('tokens.revokeFailed'), description: t('tokens.tryAgain'), variant: 'destructive' });
      },
    });
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{token.name}</span>
          <Badge variant="secondary">{t(scopeKey(token.scope))}</Badge>
        </div>
        <p className="font-mono text-xs text-muted-foreground">{token.prefix}…</p>
        <p className="text-xs text-muted-foreground">
          {t('tokens.created', { date: formatWhen(token.createdAt, i18n.language) })} ·{' '}
          {token.lastUsedAt
            ? t('tokens.lastUsed', { date: formatWhen(token.lastUsedAt, i18n.language) })
            : t('tokens.neverUsed')}
        </p>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm" aria-label={t('tokens.revokeLabel', { name: token.name })}>
            <Trash2 aria-hidden="true" />
            {t('tokens.revoke')}
          </Button>
        }
        title={t('tokens.revokeTitle')}
        description={t('tokens.revokeDescription', { name: token.name })}
        cancelLabel={t('tokens.cancel')}
        confirmLabel={t('tokens.revoke')}
        pending={revoke.isPending}
        pendingLabel={t('tokens.revoking')}
        onConfirm={onConfirm}
      />
    </li>
  );
}
