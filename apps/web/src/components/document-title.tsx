import { productName } from '@pokerhome/domain';
import { useEffect } from 'react';

/** Sets the tab title for the page being shown, so history and tabs are told apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title]);
}
