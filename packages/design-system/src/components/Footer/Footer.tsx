import type { ReactNode } from 'react';
import * as styles from './Footer.css';

/** The static pages linked from every footer, in display order (spec §2). */
export const staticPageTypes = ['terms', 'privacy', 'imprint', 'about'] as const;
export type StaticPageType = (typeof staticPageTypes)[number];

export interface FooterProps {
  /** Text of each static page's link, e.g. { terms: "Terms and Conditions", … }. */
  labels: Record<StaticPageType, string>;
  /** Called with the page chosen; the app shows it in a modal. */
  onOpenPage: (type: StaticPageType) => void;
  /** Accessible name of the links' navigation landmark, e.g. "Legal". */
  navLabel: string;
  /** Extra content such as a language switcher. */
  extra?: ReactNode;
  copyright?: ReactNode;
}

/** The page footer: links to the static pages, an optional extra slot and the copyright line. */
export function Footer({ labels, onOpenPage, navLabel, extra, copyright }: FooterProps) {
  return (
    <footer className={styles.root}>
      <nav aria-label={navLabel}>
        <ul className={styles.links}>
          {staticPageTypes.map((type) => (
            <li key={type}>
              <button type="button" className={styles.link} onClick={() => onOpenPage(type)}>
                {labels[type]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
    </footer>
  );
}
