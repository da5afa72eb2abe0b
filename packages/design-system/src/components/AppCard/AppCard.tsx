import { useId, type ReactNode } from 'react';
import { Link } from '../../navigation';
import * as styles from './AppCard.css';

export interface AppCardProps {
  /** The app's display name; the card's heading and the text of its link. */
  name: string;
  /** One or two sentences about the app; longer texts are cut after three lines. */
  description?: ReactNode;
  /** The logo's URL; without one, the name's first letter stands in a tile. */
  logoSrc?: string;
  /** Where the name links to: the app's page. */
  href: string;
  /** A short state shown as a badge, e.g. "Installed". */
  badge?: ReactNode;
  /** The card's action, e.g. an Install button; it stays outside the link. */
  action?: ReactNode;
  /** The level of the name's heading, one below the heading over the cards (default 3). */
  headingLevel?: 2 | 3 | 4;
}

function firstLetter(name: string) {
  const [letter] = Array.from(name.trim());
  return letter ? letter.toLocaleUpperCase() : '?';
}

/**
 * One app in a grid of apps: logo, name (a link to the app's page), a short description, a badge for its
 * state and one action.
 *
 * - **Use it** in the app catalogue (/apps, the profile's apps tab), in a list (`ul`) of cards: the card
 *   is a list item.
 * - **Not for** an app's own page (it has room for the whole description), nor for people or companies.
 * - **Content:** the badge is one or two words ("Installed"); the action one Button labelled with a verb.
 * - **Accessibility:** the name is a heading (`headingLevel`, 3 unless the cards stand right below the page's
 *   title) and the card's only link; the logo is decorative
 *   (the name says it all). The card is an article named by its heading, so screen-reader users can
 *   jump from app to app; the badge is read as part of the card.
 */
export function AppCard({ name, description, logoSrc, href, badge, action, headingLevel = 3 }: AppCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        {logoSrc ? (
          <img className={styles.logo} src={logoSrc} alt="" width={48} height={48} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {firstLetter(name)}
          </span>
        )}
        <div className={styles.titles}>
          <Heading id={headingId} className={styles.name}>
            <Link href={href} className={styles.link}>
              {name}
            </Link>
          </Heading>
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </div>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
