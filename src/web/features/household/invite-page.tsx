import { Loader2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useInvitationPreview, useJoinHousehold } from '../../entities/household/index.ts';
import { getErrorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { loginUrl } from '../../lib/navigation.ts';

/**
 * /invite/:code — the page an invitation link opens. Signed in: join with one click. Signed out:
 * create an account (or sign in) and come back here to join.
 */
export default function InvitePage() {
  const { t } = useTranslation('household');
  const { code = '' } = useParams<{ code: string }>();
  const { user } = useAuth();
  const preview = useInvitationPreview(code);
  const join = useJoinHousehold();
  const [, navigate] = useLocation();
  const here = `/invite/${encodeURIComponent(code)}`;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={t('join.title')} />
      <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="invite-card">
        {preview.isPending ? (
          <Skeleton className="h-20" />
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('join.invalid')}
          </p>
        ) : (
          <>
            <p className="flex items-center gap-2 text-lg font-medium">
              <Users className="size-5" aria-hidden="true" />
              {preview.data.householdName
                ? t('join.invitedByNamed', { name: preview.data.invitedBy, household: preview.data.householdName })
                : t('join.invitedBy', { name: preview.data.invitedBy })}
            </p>
            <p className="text-sm text-muted-foreground">{t('join.explain')}</p>
            {user ? (
              <Button
                className="w-full sm:w-fit"
                disabled={join.isPending}
                onClick={() =>
                  join.mutate(code, {
                    onSuccess: () => {
                      toast({ title: t('join.joined') });
                      navigate('/profile');
                    },
                    onError: (error) =>
                      toast({
                        title: t('actions.failed'),
                        description: getErrorMessage(error, t('join.invalid')),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {join.isPending ? (
                  <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                ) : null}
                {join.isPending ? t('join.joining') : t('join.accept')}
              </Button>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a href={`/api/login?mode=register&returnTo=${encodeURIComponent(here)}`}>{t('join.signUp')}</a>
                </Button>
                <Button asChild variant="outline">
                  <a href={loginUrl(here)}>{t('join.signIn')}</a>
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
