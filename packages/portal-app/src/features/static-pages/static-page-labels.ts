import type { StaticPageType } from '@eventsuite/api-contract';
import { defineMessages } from 'react-intl';

/** Footer link labels of the four static pages (spec §2 "Footer", labels of the navigation list). */
export const staticPageLabels = defineMessages<StaticPageType>({
  terms: { id: 'staticPage.terms', defaultMessage: 'Terms and Conditions' },
  privacy: { id: 'staticPage.privacy', defaultMessage: 'Privacy' },
  imprint: { id: 'staticPage.imprint', defaultMessage: 'Imprint' },
  about: { id: 'staticPage.about', defaultMessage: 'About' },
});
