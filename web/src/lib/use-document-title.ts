import { useEffect } from 'react';

const PRODUCT = 'Docket Radar';

/** Names the browser tab after the page ('Profile Settings · Docket Radar'), so tabs and history tell pages apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
