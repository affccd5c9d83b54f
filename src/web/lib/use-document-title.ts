import { useEffect } from 'react';

/** Sets the tab title to "<page> · Tempero" (or "Tempero" without a page), for tabs and screen readers. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Tempero` : 'Tempero';
  }, [page]);
}
