import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './accept-language';

const pick = (header: string | undefined) => negotiateLanguage(header, ['en', 'de'] as const, 'en');

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-de', 'de'],
    ['fr', 'en'],
    ['fr-FR, de;q=0.5', 'de'],
    ['en;q=0.4, de;q=0.8', 'de'],
    ['de;q=0.8, en;q=0.8', 'de'],
    ['de;q=0, *', 'en'],
    ['*;q=0.5, de;q=0.9', 'de'],
    ['de;q=abc, en;q=0.1', 'en'],
    ['de;q=2', 'en'],
    [' de ; q=0.7 , fr', 'de'],
  ])('%j -> %s', (header, expected) => {
    expect(pick(header)).toBe(expected);
  });
});
