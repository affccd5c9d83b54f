import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top: wouter keeps the scroll position of the previous page otherwise. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
