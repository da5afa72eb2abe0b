import { z } from 'zod/mini';

/*
 * The one rule for free text people type. PostgreSQL refuses NUL in text, and control characters
 * (C0, DEL, C1) have no place in a name or an address: they answer "wrong format" (key `regex`). Names
 * also refuse the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which would let a
 * name reorder what a list shows after it.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether `value` has a C0 control, DEL or a C1 control (U+0000–U+001F, U+007F–U+009F) besides `allowed`. */
function hasControlCharacter(value: string, allowed = ''): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code <= 0x1f || (code >= 0x7f && code <= 0x9f)) && !allowed.includes(char)) return true;
  }
  return false;
}

/** One line of text, trimmed, up to `max` characters, without control characters. */
export const singleLineText = (max = 255) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !hasControlCharacter(value), { message: 'regex' }),
  );

/** Text with line breaks and tabs (a comment), trimmed, up to `max` characters, without other control characters. */
export const multiLineText = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !hasControlCharacter(value, '\t\n\r'), { message: 'regex' }),
  );

/** A person's or a company's name: one line, and no bidirectional controls. */
export const nameText = (max = 255) =>
  singleLineText(max).check(z.refine((value) => !bidiControls.test(value), { message: 'regex' }));
