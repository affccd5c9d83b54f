import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` while `typing` is true, and at once
 * otherwise. Keeps a warning from flickering on every keystroke of "2 cups" ("2 c", "2 cu"…).
 */
export function useSettledValue<T>(value: T, delayMs: number, typing: boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, typing]);
  return typing ? settled : value;
}
