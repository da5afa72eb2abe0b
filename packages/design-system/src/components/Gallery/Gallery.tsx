import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import * as styles from './Gallery.css';

export interface GalleryImage {
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery, e.g. "Screenshots". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Says which picture shows, e.g. "Screenshot 2 of 3" (positions count from 1). */
  positionLabel: (position: number, total: number) => string;
}

/**
 * Pictures one at a time, e.g. an app's screenshots, with buttons and arrow keys to go through them.
 *
 * - **Use it** for a few pictures of the same thing that people look at in turn.
 * - **Not for** a single picture (an `img`), nor for pictures people pick from (a list of choices).
 * - **Content:** every picture has an alt text saying what it shows; the labels come translated.
 * - **Accessibility:** a region named by `label` (described as a carousel) holding the picture; the
 *   previous and next buttons wrap around, and so do the arrow keys (Home and End go to the first and
 *   last picture) while focus is on either button. The position ("2 of 3") is announced politely
 *   on each change. Nothing moves by itself.
 */
export function Gallery({ images, label, previousLabel, nextLabel, positionLabel }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const image = images[current]!;
  const go = (next: number) => setIndex((next + total) % total);

  // On both buttons: where keyboard focus is in the gallery.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => number> = {
      ArrowLeft: () => current - 1,
      ArrowRight: () => current + 1,
      Home: () => 0,
      End: () => total - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  return (
    <section className={styles.root} aria-label={label} aria-roledescription="carousel">
      <figure className={styles.figure}>
        <img className={styles.image} src={image.src} alt={image.alt} />
      </figure>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={previousLabel}
          disabled={total < 2}
          onClick={() => go(current - 1)}
          onKeyDown={onKeyDown}
        >
          <ChevronLeftIcon aria-hidden="true" width={20} height={20} />
        </button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {positionLabel(current + 1, total)}
        </p>
        <button
          type="button"
          className={styles.button}
          aria-label={nextLabel}
          disabled={total < 2}
          onClick={() => go(current + 1)}
          onKeyDown={onKeyDown}
        >
          <ChevronRightIcon aria-hidden="true" width={20} height={20} />
        </button>
      </div>
    </section>
  );
}
