import { vi } from 'vitest';

/** Makes navigator.onLine answer `online` and tells listeners, as a browser does. */
export function setOnline(online: boolean, notify = true): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (notify) window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
