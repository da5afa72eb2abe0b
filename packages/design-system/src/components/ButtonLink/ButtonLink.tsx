import type { ReactNode } from 'react';
import { Link } from '../../navigation';
import * as styles from './ButtonLink.css';

export interface ButtonLinkProps {
  /** Where it leads: a page of the portal, or with `external` another application's address. */
  href: string;
  children: ReactNode;
  /**
   * Leaves the portal (another Eventsuite app): a plain link the browser follows, not the app's router.
   */
  external?: boolean;
}

/**
 * A link that looks like the primary Button: going to another page where a screen's main action stands.
 *
 * - **Use it** when the main action of a screen or section opens another page: "Create location" opens the
 *   form, "Open" opens the app. It navigates like any link (the app's router, or the browser with `external`).
 * - **Not for** an action on the current page (Button), nor for a link in running text or a list (Link).
 * - **Content:** a verb, or a verb and its object, in sentence case: "Create app", "Open".
 * - **Accessibility:** a real link (`a` with `href`): Enter follows it, a screen reader calls it a link, and it
 *   can be opened in a new tab. Its text keeps at least 4.5:1 on the brand colour in both appearances.
 */
export function ButtonLink({ href, children, external = false }: ButtonLinkProps) {
  return external ? (
    <a href={href} className={styles.root}>
      {children}
    </a>
  ) : (
    <Link href={href} className={styles.root}>
      {children}
    </Link>
  );
}
