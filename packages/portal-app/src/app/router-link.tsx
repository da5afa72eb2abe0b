import type { LinkRenderProps } from '@eventsuite/design-system';
import { Link, useLocation } from 'react-router';

/**
 * Design-system links navigate through react-router, with the named page view transition when they open
 * another page. A link that changes only the address's query or hash (a filter, a list's page) stays on its
 * page, so it does not fade the page out and in; nor does it start a transition that a quick second click
 * would skip.
 */
export function RouterLink({ href, ...rest }: LinkRenderProps) {
  const { pathname } = useLocation();
  const targetPathname = href.split(/[?#]/, 1)[0];
  const opensAnotherPage = targetPathname !== '' && targetPathname !== pathname;
  return <Link to={href} viewTransition={opensAnotherPage} {...rest} />;
}
