import { useTranslation } from 'react-i18next';
import type { TUser } from '../../../../shared/schemas/user.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { avatarInitial, fullName } from '../../../lib/auth.ts';

/** Who is signed in: picture (or initial), name and e-mail. */
export function AccountCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const name = fullName(user);
  return (
    <Card className="p-5">
      <section aria-labelledby="profile-account-heading" className="flex flex-col gap-3">
        <h2
          id="profile-account-heading"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('account.title')}
        </h2>
        <div className="flex min-w-0 items-center gap-4">
          <Avatar className="size-14">
            {user.profileImageUrl ? (
              <AvatarImage src={user.profileImageUrl} alt={t('account.avatarAlt', { name })} />
            ) : null}
            <AvatarFallback className="text-xl">{avatarInitial(user)}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-col">
            <p className="truncate font-display text-xl font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">
              <span className="sr-only">{t('account.email')}: </span>
              {user.email}
            </p>
          </div>
        </div>
      </section>
    </Card>
  );
}
