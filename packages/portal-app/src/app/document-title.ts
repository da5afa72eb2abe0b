import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { runtimeConfigAtom } from '../config/runtime-config';
import { documentTitle } from './document-title-text';

/** Sets the document title for the page that renders it. */
export function useDocumentTitle(pageTitle: MessageDescriptor): void {
  const intl = useIntl();
  const { productName } = useAtomValue(runtimeConfigAtom);
  const title = documentTitle(productName, intl.formatMessage(pageTitle));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
