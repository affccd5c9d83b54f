import { useState } from 'react';
import { avatarInitial, type TUser } from '../../lib/auth.ts';

/**
 * The header's round avatar: the profile photo once it has loaded, the initial until then or when
 * it fails (what Radix Avatar does, without its code on every signed-in first load: issue 19).
 * The photo is decorative (alt=""): the button around it is named "Account menu".
 */
export function UserAvatar({ user }: { user: TUser }) {
  const src = user.profileImageUrl;
  // Keyed by the address, so a new photo starts hidden behind the initial again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = Boolean(src) && loadedSrc === src;
  return (
    <span className="relative flex size-9 shrink-0 overflow-hidden rounded-full">
      {src ? (
        <img
          src={src}
          alt=""
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      {loaded ? null : (
        <span
          data-testid="avatar-fallback"
          className="flex size-full items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
        >
          {avatarInitial(user)}
        </span>
      )}
    </span>
  );
}
