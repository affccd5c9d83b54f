import { useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { TUser } from '../../../shared/schemas/user.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { redirectToLoginAfterUnauthorized, useAuth } from '../../lib/auth.ts';
import { HouseholdCard } from '../../entities/household/index.ts';
import { AccountCard } from './components/account-card.tsx';
import { DangerZone } from './components/danger-zone.tsx';
import { ApiTokensCard } from './components/api-tokens-card.tsx';
import { ImportFromAppCard } from './components/import-from-app-card.tsx';
import { WebhooksCard } from './components/webhooks-card.tsx';
import { PasswordCard } from './components/password-card.tsx';
import { PreferencesCard } from './components/preferences-card.tsx';
import { SignupInvitesCard } from './components/signup-invites-card.tsx';
import { StatisticsCard } from './components/statistics-card.tsx';

/**
 * /profile (spec section 2): account, statistics, preferences (unit system, language), the
 * password (issue 36) and the danger zone. Signed out: the 'Unauthorized' toast, then the login page after 500 ms, with the
 * skeleton meanwhile.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, isLoading } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  const [deleted, setDeleted] = useState(false);
  const redirected = useRef(false);
  const signedOut = !isLoading && !user && !deleted;

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    redirectToLoginAfterUnauthorized(path + (search ? `?${search}` : ''));
  }, [signedOut, path, search]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('intro')} />
      {deleted ? (
        <AccountDeleted />
      ) : user ? (
        <Profile user={user} onDeleted={() => setDeleted(true)} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

function Profile({ user, onDeleted }: { user: TUser; onDeleted: () => void }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AccountCard user={user} />
        <StatisticsCard />
      </div>
      <PreferencesCard user={user} />
      <PasswordCard />
      <ImportFromAppCard />
      <HouseholdCard userId={user.id} />
      <ApiTokensCard />
      <WebhooksCard />
      {user.isAdmin ? <SignupInvitesCard /> : null}
      <DangerZone onDeleted={onDeleted} />
    </>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-32 rounded-[var(--radius-card)]" />
        <Skeleton className="h-32 rounded-[var(--radius-card)]" />
      </div>
      <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      <Skeleton className="h-36 rounded-[var(--radius-card)]" />
    </div>
  );
}

/** The 2 s between the deletion and the home page: nothing of the account is left to act on. */
function AccountDeleted() {
  const { t } = useTranslation('profile');
  return (
    <Card role="status" className="flex-row items-start gap-3 p-6">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-herb-700" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('danger.deleted')}</p>
        <p className="text-sm text-muted-foreground">{t('danger.deletedDescription')}</p>
      </div>
    </Card>
  );
}
