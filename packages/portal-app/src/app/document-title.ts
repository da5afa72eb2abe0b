import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { runtimeConfigAtom } from '../config/runtime-config';
import { documentTitle } from './document-title-text';

/** Sets the document title for the page that renders it, with the name of the object it shows if any. */
export function useDocumentTitle(pageTitle: MessageDescriptor, objectName?: string | null): void {
  const intl = useIntl();
  const { productName } = useAtomValue(runtimeConfigAtom);
  const page = intl.formatMessage(pageTitle);
  const title = objectName ? documentTitle(productName, objectName, page) : documentTitle(productName, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
