import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '@prepwell/contract';

/**
 * Given only by the server render (entry-server.tsx), to write down the title the page asks for;
 * in the browser there is none and the effect sets the title.
 */
export const ServerPageTitleContext = createContext<((title: string) => void) | null>(null);

const documentTitle = (page: string) => (page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME);

/** Set the document title to "{page} - Prepwell", as the specs write page titles. */
export function usePageTitle(page: string) {
  const setServerTitle = useContext(ServerPageTitleContext);
  // On the server effects never run: the page's `<title>` is written from here instead.
  setServerTitle?.(documentTitle(page));
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
