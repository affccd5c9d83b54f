import { useId, useState, type FormEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, WEBHOOK_MAX_PER_USER, type TWebhookEvent } from '../../../../shared/schemas/integrations.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSetWebhookEnabled,
  useWebhookDeliveries,
  useWebhooks,
  type TWebhook,
  type TWebhookCreated,
  type TWebhookDelivery,
} from '../../../entities/integration/index.ts';
import { formatWhen, refusalOf, ShownOnce } from './shown-once.tsx';

/** i18n key of an event's name: "recipe.created" reads webhooks.event.recipe.created. */
const eventKey = (event: TWebhookEvent) => `webhooks.event.${event}` as const;
const DEFAULT_EVENTS: TWebhookEvent[] = ['recipe.created', 'recipe.updated', 'recipe.deleted'];

/**
 * Profile → Webhooks: add an address and the events it hears of, see its signing secret once,
 * pause, delete, and read each webhook's delivery log (what was sent, retried, given up).
 */
export function WebhooksCard() {
  const { t } = useTranslation('integrations');
  const urlId = useId();
  const urlErrorId = useId();
  const eventsErrorId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>(DEFAULT_EVENTS);
  const [problem, setProblem] = useState<'url' | 'events' | null>(null);
  const [fresh, setFresh] = useState<TWebhookCreated | null>(null);
  const hooks = useWebhooks();
  const create = useCreateWebhook();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setProblem('url');
    if (events.length === 0) return setProblem('events');
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setFresh(created);
          setUrl('');
          setEvents(DEFAULT_EVENTS);
        },
      },
    );
  };
  const createError = (): string => {
    const { status, reason, field } = refusalOf(create.error);
    if (reason === 'private_address') return t('webhooks.privateAddress');
    if (status === 400 && field === 'url') return t('webhooks.badUrl');
    if (status === 409) return t('webhooks.tooMany', { max: WEBHOOK_MAX_PER_USER });
    return t('webhooks.tryAgain');
  };
  const toggle = (e: TWebhookEvent, on: boolean) => {
    setProblem(null);
    setEvents((old) => (on ? WEBHOOK_EVENTS.filter((x) => x === e || old.includes(x)) : old.filter((x) => x !== e)));
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="webhooks-heading" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="webhooks-heading" className="font-display text-xl font-semibold">
            {t('webhooks.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('webhooks.description')}</p>
        </div>

        {fresh ? (
          <ShownOnce
            title={t('webhooks.createdTitle')}
            description={t('webhooks.createdDescription')}
            label={t('webhooks.secretLabel')}
            value={fresh.secret}
            copyLabel={t('webhooks.copy')}
            copiedLabel={t('webhooks.copied')}
            copyFailedLabel={t('webhooks.copyFailed')}
            doneLabel={t('webhooks.done')}
            onDone={() => setFresh(null)}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={urlId}>{t('webhooks.url')}</Label>
              <Input
                id={urlId}
                type="url"
                inputMode="url"
                value={url}
                maxLength={2000}
                placeholder={t('webhooks.urlPlaceholder')}
                aria-invalid={problem === 'url' || undefined}
                aria-describedby={problem === 'url' ? urlErrorId : undefined}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setProblem(null);
                }}
              />
              {problem === 'url' && (
                <p id={urlErrorId} className="text-sm text-destructive">
                  {t('webhooks.urlRequired')}
                </p>
              )}
            </div>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={problem === 'events' ? eventsErrorId : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t('webhooks.events')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {WEBHOOK_EVENTS.map((e) => (
                  <EventChoice key={e} event={e} checked={events.includes(e)} onChange={(on) => toggle(e, on)} />
                ))}
              </div>
              {problem === 'events' && (
                <p id={eventsErrorId} className="text-sm text-destructive">
                  {t('webhooks.eventsRequired')}
                </p>
              )}
            </fieldset>
            <Button type="submit" disabled={create.isPending} className="w-full sm:w-fit">
              {create.isPending && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              {create.isPending ? t('webhooks.creating') : t('webhooks.create')}
            </Button>
          </form>
        )}
        {create.isError && !fresh && (
          <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
            <p className="font-semibold">{t('webhooks.createFailed')}</p>
            <p>{createError()}</p>
          </div>
        )}

        {hooks.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('webhooks.loading')}
          </p>
        ) : hooks.isError ? (
          <ErrorRetry
            variant="inline"
            message={t('webhooks.loadFailed')}
            retryLabel={t('webhooks.retry')}
            onRetry={() => void hooks.refetch()}
          />
        ) : hooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('webhooks.empty')}</p>
        ) : (
          <ul aria-label={t('webhooks.listLabel')} className="flex flex-col divide-y rounded-lg border">
            {hooks.data.map((hook) => (
              <WebhookRow key={hook.id} hook={hook} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function EventChoice({
  event,
  checked,
  onChange,
}: {
  event: TWebhookEvent;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('integrations');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {t(eventKey(event))}
      </Label>
    </div>
  );
}

function WebhookRow({ hook }: { hook: TWebhook }) {
  const { t } = useTranslation('integrations');
  const switchId = useId();
  const logId = useId();
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const onDelete = () => {
    setShowLog(false); // the log stops asking for deliveries of a webhook about to go
    remove.mutate(hook.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('webhooks.deleted') });
      },
      onError: () => {
        setConfirming(false);
        toast({ title: t('webhooks.deleteFailed'), description: t('webhooks.tryAgain'), variant: 'destructive' });
      },
    });
  };
  return (
    <li className="flex flex-col gap-3 p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <span className="font-mono text-sm break-all">{hook.url}</span>
          <div className="flex flex-wrap gap-1">
            {hook.events.map((e) => (
              <Badge key={e} variant="outline">
                {t(eventKey(e))}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={hook.enabled}
              disabled={setEnabled.isPending}
              aria-label={t('webhooks.enabled', { url: hook.url })}
              onCheckedChange={(enabled) =>
                setEnabled.mutate(
                  { id: hook.id, enabled },
                  {
                    onError: () =>
                      toast({
                        title: t('webhooks.toggleFailed'),
                        description: t('webhooks.tryAgain'),
                        variant: 'destructive',
                      }),
                  },
                )
              }
            />
            <Label htmlFor={switchId} className="font-normal">
              {hook.enabled ? t('webhooks.on') : t('webhooks.off')}
            </Label>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="outline" size="sm" aria-label={t('webhooks.deleteLabel', { url: hook.url })}>
                <Trash2 aria-hidden="true" />
                {t('webhooks.delete')}
              </Button>
            }
            title={t('webhooks.deleteTitle')}
            description={t('webhooks.deleteDescription', { url: hook.url })}
            cancelLabel={t('webhooks.cancel')}
            confirmLabel={t('webhooks.delete')}
            pending={remove.isPending}
            pendingLabel={t('webhooks.deleting')}
            onConfirm={onDelete}
          />
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-expanded={showLog}
        aria-controls={logId}
        onClick={() => setShowLog((v) => !v)}
      >
        {showLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
      </Button>
      <div id={logId} hidden={!showLog}>
        {showLog && <DeliveryLog webhookId={hook.id} />}
      </div>
    </li>
  );
}

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('integrations');
  const log = useWebhookDeliveries(webhookId, true);
  if (log.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('webhooks.logLoading')}
      </p>
    );
  if (log.isError)
    return (
      <ErrorRetry
        variant="inline"
        message={t('webhooks.logFailed')}
        retryLabel={t('webhooks.retry')}
        onRetry={() => void log.refetch()}
      />
    );
  if (log.data.length === 0) return <p className="text-sm text-muted-foreground">{t('webhooks.logEmpty')}</p>;
  return (
    <ul aria-label={t('webhooks.logLabel')} className="flex flex-col divide-y rounded-lg border bg-secondary/20">
      {log.data.map((d) => (
        <DeliveryRow key={d.id} delivery={d} />
      ))}
    </ul>
  );
}

function DeliveryRow({ delivery: d }: { delivery: TWebhookDelivery }) {
  const { t, i18n } = useTranslation('integrations');
  const status =
    d.status === 'delivered'
      ? t('webhooks.status.delivered')
      : d.status === 'failed'
        ? t('webhooks.status.failed')
        : d.attempts === 0 || !d.nextAttemptAt
          ? t('webhooks.status.queued')
          : t('webhooks.status.retrying', { date: formatWhen(d.nextAttemptAt, i18n.language) });
  const reason =
    d.status !== 'delivered' && d.lastError
      ? t(`webhooks.errors.${d.lastError}`, { status: d.lastStatus ?? '', defaultValue: d.lastError })
      : null;
  return (
    <li className="flex flex-col gap-0.5 p-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{t(eventKey(d.eventType))}</span>
        <span className={d.status === 'failed' ? 'font-medium text-destructive' : undefined}>{status}</span>
      </div>
      <span className="text-xs text-muted-foreground">
        {formatWhen(d.createdAt, i18n.language)} · {t('webhooks.attempts', { count: d.attempts })}
      </span>
      {reason && <span className="text-xs text-muted-foreground">{reason}</span>}
    </li>
  );
}
