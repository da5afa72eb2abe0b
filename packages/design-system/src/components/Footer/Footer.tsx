import type { ReactNode } from 'react';
import { Link } from '../../navigation';
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
  /** Pages of the app listed after the static pages, e.g. the accessibility statement. */
  pageLinks?: readonly { href: string; label: string }[];
  /** Extra content such as a language switcher. */
  extra?: ReactNode;
  copyright?: ReactNode;
}

/**
 * The page footer: links to the static pages and app pages (`pageLinks`, e.g. the accessibility statement), an optional
 * extra slot and the copyright line.
 *
 * - **Use it** once, as AppShell's `footer`, on every layout, signed in or not. The four pages and their order
 *   are spec §2's: Terms and Conditions, Privacy, Imprint, About. `extra` holds the language switcher.
 * - **Not for** navigation between screens: IconSidebar and MobileMenu.
 * - **Accessibility:** a `contentinfo` landmark holding a navigation landmark named by `navLabel` ("Legal"). The
 *   static pages are buttons, not links: they open the page in a Modal (`onOpenPage`) and do not navigate;
 *   `pageLinks` are links to pages of the app.
 */
export function Footer({ labels, onOpenPage, navLabel, pageLinks = [], extra, copyright }: FooterProps) {
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
          {pageLinks.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={styles.link}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
    </footer>
  );
}
