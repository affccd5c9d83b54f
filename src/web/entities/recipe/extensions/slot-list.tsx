import { Suspense, type ComponentType } from 'react';

/**
 * Renders the registered components of one extension point, each in its own Suspense boundary:
 * an extension that is still loading its code or its translations leaves a gap for a moment
 * instead of blanking the whole card or modal.
 */
export function SlotList<P extends object>({ slots, props }: { slots: readonly ComponentType<P>[]; props: P }) {
  return (
    <>
      {slots.map((Slot, index) => (
        <Suspense key={index} fallback={null}>
          <Slot {...props} />
        </Suspense>
      ))}
    </>
  );
}
