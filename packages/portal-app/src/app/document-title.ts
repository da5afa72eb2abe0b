import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { runtimeConfigAtom } from '../config/runtime-config';

/** Spec §1: the document title is the product name followed by the page title. */
export function documentTitle(productName: string, pageTitle?: string): string {
  return pageTitle ? `${productName} - ${pageTitle}` : productName;
}

/** Sets the document title for the page that renders it. */
export function useDocumentTitle(pageTitle: MessageDescriptor): void {
  const intl = useIntl();
  const { productName } = useAtomValue(runtimeConfigAtom);
  const title = documentTitle(productName, intl.formatMessage(pageTitle));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
