import type { ReactNode } from 'react';
import * as styles from '../layout/Sections.css';

/** A group of a form's fields under its legend (e.g. "Contact"), laid out in the sections' grid. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
