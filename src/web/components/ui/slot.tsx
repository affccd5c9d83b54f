import { cloneElement, isValidElement, type CSSProperties, type ReactNode, type Ref, type RefCallback } from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that feeds both refs (with React 19 cleanups when a ref returns one). */
function composeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return (node) => {
    const cleanups = [setRef(a, node), setRef(b, node)];
    return () => {
      cleanups.forEach((cleanup, index) => (cleanup ? cleanup() : setRef(index ? b : a, null)));
    };
  };
}

/**
 * Radix's Slot as the buttons use it (`asChild`), without the rest of Radix on pages that need no
 * other primitive: renders its single child element with the slot's props merged in. The child's
 * props win, except that event handlers run both (the child's first), styles merge, class names
 * and aria-describedby join, and refs are both set.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<AnyProps>(children)) {
    if (children || children === 0) throw new Error('Slot (asChild) expects a single React element child');
    return children;
  }
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = new Set([childValue, slotValue].flatMap((v) => (typeof v === 'string' ? v.trim().split(/\s+/) : [])));
      ids.delete('');
      merged[name] = ids.size > 0 ? [...ids].join(' ') : undefined;
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
