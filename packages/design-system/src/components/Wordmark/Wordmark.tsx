import * as styles from './Wordmark.css';

/**
 * The Eventsuite wordmark: a brand badge and the product name, in the text colour around it. The top
 * bar's logo, and the brand of pages without the bar (sign-in). Laid out as text, so it takes the width
 * of whichever font renders it and is never cut off. Decorative: the text next to it or the link around
 * it names it.
 *
 * - **Use it** as the brand: TopBar shows it by default, and the sign-in card, which has no bar, shows it above
 *   its heading.
 * - **Not for** the product's name in running text: write "Eventsuite".
 * - **Accessibility:** hidden from screen readers. A link around it needs a name of its own, as TopBar's has
 *   (`homeLabel`); beside a heading that names the product, nothing more is needed.
 */
export function EventsuiteWordmark() {
  return (
    <span className={styles.wordmark} aria-hidden="true">
      <span className={styles.badge}>e</span>
      <span className={styles.name}>eventsuite</span>
    </span>
  );
}
