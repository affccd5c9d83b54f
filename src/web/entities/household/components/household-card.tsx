import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Copy, Crown, Loader2, LogOut, UserMinus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RECIPE_VISIBILITIES, type THousehold, type TRecipeVisibility } from '../../../../shared/schemas/household.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { getErrorMessage } from '../../../lib/api.ts';
import {
  useCreateInvitation,
  useHousehold,
  useLeaveHousehold,
  useRemoveMember,
  useRevokeInvitation,
  useTransferOwnership,
  useUpdateHousehold,
} from '../api/household-api.ts';
import { bundleHouseholdTexts } from '../i18n.ts';

bundleHouseholdTexts();

/** The Household section of the profile: members, invitations, leave, remove, pass ownership on. */
export function HouseholdCard({ userId }: { userId: string }) {
  const { t } = useTranslation('household');
  const household = useHousehold();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="household-heading" className="flex flex-col gap-5" data-testid="household-card">
        <div className="flex flex-col gap-1">
          <h2 id="household-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
            <Users className="size-5" aria-hidden="true" />
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {household.isPending ? (
          <Skeleton role="status" aria-label={t('loading')} className="h-24" />
        ) : household.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed')}
          </p>
        ) : (
          <HouseholdDetails household={household.data} userId={userId} />
        )}
      </section>
    </Card>
  );
}

function useFailureToast() {
  const { t } = useTranslation('household');
  return (error: unknown) =>
    toast({
      title: t('actions.failed'),
      description: getErrorMessage(error, t('actions.failed')),
      variant: 'destructive',
    });
}

function HouseholdDetails({ household, userId }: { household: THousehold; userId: string }) {
  const { t, i18n } = useTranslation('household');
  const isOwner = household.role === 'owner';
  const transfer = useTransferOwnership();
  const failed = useFailureToast();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('members')}</h3>
        <ul className="flex flex-col divide-y" aria-label={t('members')}>
          {household.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">
                {m.firstName} {m.lastName ?? ''}
                {m.userId === userId ? <span className="text-muted-foreground"> ({t('you')})</span> : null}
              </span>
              <Badge variant={m.role === 'owner' ? 'default' : 'secondary'}>{t(`roles.${m.role}`)}</Badge>
              <span className="text-xs text-muted-foreground">{t('joinedOn', { date: date(m.joinedAt) })}</span>
              {isOwner && m.userId !== userId ? (
                <span className="ml-auto flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={transfer.isPending}
                    onClick={() =>
                      transfer.mutate(m.userId, {
                        onSuccess: () => toast({ title: t('actions.ownerChanged', { name: m.firstName }) }),
                        onError: failed,
                      })
                    }
                  >
                    <Crown aria-hidden="true" />
                    {t('actions.makeOwner', { name: m.firstName })}
                  </Button>
                  <RemoveMemberButton name={m.firstName} userId={m.userId} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {household.members.length === 1 ? <p className="text-sm text-muted-foreground">{t('alone')}</p> : null}
      </div>
      {isOwner ? (
        <Invitations household={household} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('invite.ownerOnly')}</p>
      )}
      <JoinWithCode />
      <DefaultVisibility value={household.defaultRecipeVisibility} />
      {household.members.length > 1 ? <LeaveButton /> : null}
    </>
  );
}

function Invitations({ household }: { household: THousehold }) {
  const { t, i18n } = useTranslation('household');
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const failed = useFailureToast();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{t('invite.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('invite.hint')}</p>
      <ul className="flex flex-col gap-2">
        {household.invitations.map((inv) => (
          <li
            key={inv.id}
            className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
            data-testid="invitation"
          >
            <span>
              {t('invite.code')}: <code className="font-mono font-semibold tracking-wider">{inv.code}</code>
            </span>
            <a href={inv.url} className="break-all text-primary underline-offset-2 hover:underline">
              {inv.url}
            </a>
            <span className="text-xs text-muted-foreground">
              {t('invite.expires', { date: new Date(inv.expiresAt).toLocaleDateString(i18n.language) })}
            </span>
            <span className="ml-auto flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  void navigator.clipboard?.writeText(inv.url).then(
                    () => toast({ title: t('invite.copied') }),
                    () => undefined,
                  )
                }
              >
                <Copy aria-hidden="true" />
                {t('invite.copy')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(inv.id, { onSuccess: () => toast({ title: t('invite.revoked') }), onError: failed })
                }
              >
                {t('invite.revoke')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button
        className="w-full sm:w-fit"
        disabled={create.isPending}
        onClick={() => create.mutate(undefined, { onError: failed })}
      >
        {create.isPending ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
        {create.isPending ? t('invite.creating') : t('invite.create')}
      </Button>
    </div>
  );
}

function DefaultVisibility({ value }: { value: TRecipeVisibility }) {
  const { t } = useTranslation('household');
  const id = useId();
  const update = useUpdateHousehold();
  const failed = useFailureToast();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('defaultVisibility.label')}
      </label>
      <select
        id={id}
        className="h-10 w-full rounded-md border bg-background px-3 text-sm sm:w-fit"
        value={value}
        disabled={update.isPending}
        onChange={(e) =>
          update.mutate(
            { defaultRecipeVisibility: e.target.value as TRecipeVisibility },
            { onSuccess: () => toast({ title: t('defaultVisibility.saved') }), onError: failed },
          )
        }
      >
        {RECIPE_VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {t(`defaultVisibility.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Removing a member asks first and says when it is done. The toast follows the request's promise,
 * not the mutation's per-call callback: the member's row (and this button) is gone from the list
 * as soon as the answer arrives, and a callback of an unmounted caller never runs.
 */
function RemoveMemberButton({ name, userId }: { name: string; userId: string }) {
  const { t } = useTranslation('household');
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const failed = useFailureToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive">
          <UserMinus aria-hidden="true" />
          {t('actions.remove', { name })}
        </Button>
      }
      title={t('actions.removeConfirmTitle', { name })}
      description={t('actions.removeConfirmDescription', { name })}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('actions.removeConfirm')}
      pending={remove.isPending}
      onConfirm={() => {
        remove.mutateAsync(userId).then(() => {
          setOpen(false);
          toast({ title: t('actions.removed', { name }) });
        }, failed);
      }}
    />
  );
}

/** The code shown on an invitation, typed in: it opens the invitation, which says whose it is. */
function JoinWithCode() {
  const { t } = useTranslation('household');
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const ids = { code: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z0-9-]{4,40}$/.test(value)) {
      setError(true);
      return;
    }
    navigate(`/invite/${encodeURIComponent(value)}`);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={ids.code} className="text-sm font-semibold">
        {t('join.codeLabel')}
      </label>
      <p className="text-xs text-muted-foreground">{t('join.codeHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={ids.code}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="w-full font-mono uppercase sm:w-56"
          aria-invalid={error || undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(false);
          }}
        />
        <Button type="submit" variant="outline">
          {t('join.enterCode')}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {t('join.codeInvalid')}
        </p>
      ) : null}
    </form>
  );
}

function LeaveButton() {
  const { t } = useTranslation('household');
  const [open, setOpen] = useState(false);
  const leave = useLeaveHousehold();
  const failed = useFailureToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full sm:w-fit">
          <LogOut aria-hidden="true" />
          {t('actions.leave')}
        </Button>
      }
      title={t('actions.leaveConfirmTitle')}
      description={t('actions.leaveConfirmDescription')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('actions.leave')}
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: t('actions.left') });
          },
          onError: failed,
        })
      }
    />
  );
}
