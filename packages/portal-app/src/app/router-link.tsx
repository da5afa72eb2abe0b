import type { LinkRenderProps } from '@eventsuite/design-system';
import { Link } from 'react-router';

/** Design-system links navigate through react-router, with the named page view transition. */
export function RouterLink({ href, ...rest }: LinkRenderProps) {
  return <Link to={href} viewTransition {...rest} />;
}
