import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

function firstLetter(name: string | null | undefined) {
  const [letter] = Array.from(name?.trim() ?? '');
  return letter ? letter.toLocaleUpperCase() : '';
}

/** Upper-case first letters of first and last name, or "?" when both are missing (spec §3). */
export function initialsOf(firstName?: string | null, lastName?: string | null) {
  return firstLetter(firstName) + firstLetter(lastName) || '?';
}

export interface AvatarProps {
  /** Image URL; while it loads or when it fails, the initials show instead. */
  src?: string;
  firstName?: string | null;
  lastName?: string | null;
  size?: AvatarSize;
  /** Accessible name, e.g. the person's full name. Without it the avatar is decorative and hidden. */
  label?: string;
}

/**
 * A person's picture in a circle, falling back to their initials without a picture, while it loads or when it
 * fails: the first letters of first and last name, or "?" without either (spec §3).
 *
 * - **Use it** wherever a person appears: the account menu and its trigger (`small`), the profile picture
 *   (`xlarge`, inside AvatarUpload).
 * - **Not for** changing the picture (AvatarUpload), nor for companies or apps: the initials are a person's.
 * - **Accessibility:** decorative and hidden from screen readers by default, right when the name is written next
 *   to it. When the picture stands alone, give `label` (e.g. the full name): it is then an image with that name.
 */
export function Avatar({ src, firstName, lastName, size = 'medium', label }: AvatarProps) {
  // The picture that has loaded: until `src` has, and when it fails, the initials show. Its own load event
  // tells, not an effect: a state update in a layout effect (as Radix's Avatar makes) would have React
  // render again synchronously inside the commit of the whole screen that shows the avatar.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const showsPicture = src !== undefined && loadedSrc === src;
  const initials = initialsOf(firstName, lastName);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={`${styles.root} ${styles.size[size]}`} {...a11y}>
      {showsPicture ? null : (
        <span className={Array.from(initials).length === 1 ? styles.fallback.oneLetter : styles.fallback.twoLetters}>
          {initials}
        </span>
      )}
      {src ? (
        <img
          className={showsPicture ? styles.image : styles.pendingImage}
          src={src}
          alt=""
          onLoad={() => setLoadedSrc(src)}
        />
      ) : null}
    </span>
  );
}
