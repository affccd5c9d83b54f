import { useId, useState, type FormEvent } from 'react';
import { Copy, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_INVITE_DAYS, type TSignupInviteCreated } from '../../../../shared/schemas/signup-invite.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { getErrorMessage } from '../../../lib/api.ts';
import { useCreateSignupInvite, useRevokeSignupInvite, useSignupInvites } from '../api/signup-invites-api.ts';

/**
 * Profile → Sign-ups, for the instance's administrator: how people get an account here
 * (SIGNUPS), and with SIGNUPS=invite the invites: make one (its link shown once), see and revoke
 * the open ones.
 */
export function SignupInvitesCard() {
  const { t } = useTranslation('profile');
  const invites = useSignupInvites();
  return (
    <Card className="p-5">
      <section aria-labelledby="profile-signups-heading" className="flex flex-col gap-3">
        <h2
          id="profile-signups-heading"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('signups.title')}
        </h2>
        {invites.isPending ? (
          <div role="status" aria-label={t('signups.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : invites.isError ? (
          <ErrorRetry
            variant="inline"
            message={t('signups.loadFailed')}
            retryLabel={t('signups.retry')}
            onRetry={() => void invites.refetch()}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t(`signups.mode.${invites.data.signups}`)}</p>
            {invites.data.signups === 'invite' ? <Invites open={invites.data.invites} /> : null}
          </>
        )}
      </section>
    </Card>
  );
}

function Invites({ open }: { open: Array<{ id: string; note: string | null; expiresAt: string }> }) {
  const { t, i18n } = useTranslation('profile');
  const noteId = useId();
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<TSignupInviteCreated | null>(null);
  const create = useCreateSignupInvite();
  const revoke = useRevokeSignupInvite();
  const failed = (error: unknown) =>
    toast({
      title: t('signups.failed'),
      description: getErrorMessage(error, t('signups.failed')),
      variant: 'destructive',
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(note.trim() ? { note: note.trim() } : {}, {
      onSuccess: (invite) => {
        setCreated(invite);
        setNote('');
      },
      onError: failed,
    });
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={noteId}>{t('signups.note')}</Label>
          <Input id={noteId} value={note} maxLength={100} onChange={(e) => setNote(e.target.value)} />
        </div>
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
          {create.isPending ? t('signups.creating') : t('signups.create')}
        </Button>
      </form>
      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          <p className="font-semibold">{t('signups.createdOnce')}</p>
          <p>
            {t('signups.code')}: <code className="font-mono font-semibold tracking-wider">{created.code}</code>
          </p>
          <a href={created.url} className="break-all text-primary underline-offset-2 hover:underline">
            {created.url}
          </a>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() =>
              void navigator.clipboard?.writeText(created.url).then(
                () => toast({ title: t('signups.copied') }),
                () => undefined,
              )
            }
          >
            <Copy aria-hidden="true" />
            {t('signups.copy')}
          </Button>
        </div>
      ) : null}
      <h3 className="text-sm font-semibold">{t('signups.openTitle')}</h3>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('signups.none', { days: SIGNUP_INVITE_DAYS })}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {open.map((invite) => (
            <li
              key={invite.id}
              data-testid="signup-invite"
              className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
            >
              <span className="font-medium">{invite.note ?? t('signups.noNote')}</span>
              <span className="text-xs text-muted-foreground">
                {t('signups.expires', { date: date(invite.expiresAt) })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-destructive"
                disabled={revoke.isPending}
                aria-label={t('signups.revokeNamed', { name: invite.note ?? t('signups.noNote') })}
                onClick={() =>
                  revoke.mutate(invite.id, {
                    onSuccess: () => {
                      toast({ title: t('signups.revoked') });
                      if (created?.id === invite.id) setCreated(null);
                    },
                    onError: failed,
                  })
                }
              >
                {t('signups.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
