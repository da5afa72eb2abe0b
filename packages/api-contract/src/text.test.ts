import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { validationKeyForIssue } from './validation';
import { multiLineText, nameText, singleLineText } from './text';

const keysOf = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => validationKeyForIssue(issue, value));
};

describe('free-text rules', () => {
  it('refuses NUL, control characters and line breaks in one line', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\tb', 'a\u007Fb', 'a\u0085b', 'a\u009Bb']) {
      expect(keysOf(singleLineText(), value), JSON.stringify(value)).toEqual(['regex']);
    }
    expect(singleLineText().parse('  Zürich – Seefeld 12 ')).toBe('Zürich – Seefeld 12');
  });

  it('allows tabs and line breaks in several lines, nothing else of the control characters', () => {
    expect(multiLineText(100).parse('First line\r\n\tsecond line')).toBe('First line\r\n\tsecond line');
    for (const value of ['a\u0000b', 'a\u000Bb', 'a\u001Bb', 'a\u0080b']) {
      expect(keysOf(multiLineText(100), value), JSON.stringify(value)).toEqual(['regex']);
    }
  });

  it('refuses bidirectional overrides and isolates in names, not other scripts', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(keysOf(nameText(), `Eve${control}nimda`)).toEqual(['regex']);
    }
    expect(nameText().parse('שרה Ünal-O’Brien')).toBe('שרה Ünal-O’Brien');
  });
});
