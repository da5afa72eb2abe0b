import { HomeIcon } from '@radix-ui/react-icons';
import { Link } from '../../navigation';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** HTTP-like status of the failure; 500 when unknown. */
  status?: number;
  /** Shown for 404, e.g. "Page not found." */
  notFoundText: string;
  /** Shown for every other status, e.g. "An error occurred." */
  errorText: string;
  homeLabel: string;
  homeHref?: string;
}

/** Full-page error: the status code, what went wrong and the way back to the homepage. */
export function ErrorPage({ status = 500, notFoundText, errorText, homeLabel, homeHref = '/' }: ErrorPageProps) {
  return (
    <section className={styles.root} aria-labelledby="error-page-message">
      <p className={styles.status}>{status}</p>
      <h1 id="error-page-message" className={styles.message}>
        {status === 404 ? notFoundText : errorText}
      </h1>
      <Link href={homeHref} className={styles.homeLink}>
        <HomeIcon aria-hidden="true" />
        {homeLabel}
      </Link>
    </section>
  );
}
