import { useEffect } from 'react';

/** "Customers · Parley" in the browser tab while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Parley` : 'Parley';
  }, [title]);
}
