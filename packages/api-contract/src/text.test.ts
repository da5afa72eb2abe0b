import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { validationKeyForIssue } from './validation';
import { multiLineText, singleLineText, textRuleBreaches } from './text';

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

  it('refuses bidirectional overrides and isolates and lone surrogates, not other scripts', () => {
    const refused = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const character of [...refused, '\uD800', '\uDFFF']) {
      expect(keysOf(singleLineText(), `Eve${character}nimda`)).toEqual(['regex']);
      expect(keysOf(multiLineText(100), `Eve${character}nimda`)).toEqual(['regex']);
    }
    expect(singleLineText().parse('שרה Ünal-O’Brien 😀')).toBe('שרה Ünal-O’Brien 😀');
  });

  it('finds every received string that breaks the rule, keys included, and lets line breaks pass', () => {
    const body = {
      name: 'a\u0000b',
      note: 'line one\r\n\tline two',
      people: [{ first_name: 'Eve\u202Enimda' }, { first_name: 'Pia' }],
      ['bad\u0085key']: 1,
      tags: ['\uDC00'],
    };
    expect(textRuleBreaches(body, 'body').sort()).toEqual(['bad\u0085key', 'name', 'people.0.first_name', 'tags.0']);
    expect(textRuleBreaches('\u0007', 'body')).toEqual(['body']);
    expect(textRuleBreaches({ app: 'calendar', page: 2 }, 'params')).toEqual([]);
  });
});
