import { z } from 'zod/mini';

/*
 * The one rule for every string the portal receives, in bodies, path parameters and queries. PostgreSQL
 * refuses NUL in text and lone UTF-16 surrogates in JSON; control characters (C0, DEL, C1) have no place in
 * what people type; bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) would let a value
 * reorder what a list shows after it. Each answers "wrong format" (key `regex`). Tabs and line breaks pass
 * the rule for multi-line text only. Under the `u` flag, `\p{Cc}` is C0, DEL and C1, and `\p{Cs}` a lone
 * surrogate (a paired one reads as the character it encodes).
 */
const refusedInOneLine = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
const refusedInMultiLineText = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

/** Whether a string breaks the text rule; `multiLine` lets tabs and line breaks pass. */
export function breaksTextRule(value: string, { multiLine = false } = {}): boolean {
  return (multiLine ? refusedInMultiLineText : refusedInOneLine).test(value);
}

/**
 * The dotted paths of the strings in a received value (a parsed JSON body, the path parameters, a query)
 * that break the text rule, object keys included; tabs and line breaks pass, since the value's schema
 * says where one line is meant (singleLineText). Iterative, so that deep nesting cannot overflow the stack.
 */
export function textRuleBreaches(received: unknown, root: string): string[] {
  const breaches = new Set<string>();
  const pending: { value: unknown; path: string }[] = [{ value: received, path: '' }];
  const at = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (breaksTextRule(value, { multiLine: true })) breaches.add(path || root);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (breaksTextRule(key, { multiLine: true })) breaches.add(at(path, key) || root);
        pending.push({ value: item, path: at(path, key) });
      }
    }
  }
  return [...breaches];
}

const textRule = (multiLine: boolean) =>
  z.refine<string>((value) => !breaksTextRule(value, { multiLine }), { message: 'regex' });

/** One line of text (a name, an address, a search), trimmed, up to `max` characters, by the text rule. */
export const singleLineText = (max = 255) => z.string().check(z.trim(), z.maxLength(max), textRule(false));

/** Text with line breaks and tabs (a comment), trimmed, up to `max` characters, by the text rule. */
export const multiLineText = (max: number) => z.string().check(z.trim(), z.maxLength(max), textRule(true));
