import type { StaticPageType } from '@eventsuite/api-contract';
import { Footer } from '@eventsuite/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { staticPageLabels } from '../features/static-pages/static-page-labels';
import { pathTo } from '../route-table/path-to';
import { shellMessages } from './shell-messages';

/**
 * The footer of every page (spec §2): the static pages, which open in a modal (`onOpenPage`), the
 * accessibility statement, and the language control; the app's and the sign-in page's alike.
 */
export function PortalFooter({
  onOpenPage,
  languageControl,
}: {
  onOpenPage: (page: StaticPageType) => void;
  languageControl: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Footer
      navLabel={intl.formatMessage(shellMessages.footerNavigation)}
      labels={{
        terms: intl.formatMessage(staticPageLabels.terms),
        privacy: intl.formatMessage(staticPageLabels.privacy),
        imprint: intl.formatMessage(staticPageLabels.imprint),
        about: intl.formatMessage(staticPageLabels.about),
      }}
      onOpenPage={onOpenPage}
      pageLinks={[{ href: pathTo('accessibility'), label: intl.formatMessage(shellMessages.accessibility) }]}
      extra={languageControl}
    />
  );
}
