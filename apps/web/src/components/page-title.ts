import { useEffect } from 'react';
import { PRODUCT_NAME } from '@prepwell/contract';

/** Set the document title to "{page} - Prepwell", as the specs write page titles. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
