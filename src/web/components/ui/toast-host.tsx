import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/**
 * Mounts the Radix toaster the first time a toast is raised and keeps it mounted after that, so
 * screens that never show a toast (most visits to the landing page) do not download it.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
