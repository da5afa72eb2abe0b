import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runtimeConfigSchema } from './system/schemas';
import { staticPageSchema, staticPageTypes } from './static-pages/schemas';
import { validationMessages } from './messages/validation-messages';
import { validationErrorSchema, validationKeyForIssue } from './validation';

describe('schemas', () => {
  it('round-trips a static page and rejects unknown types and locales', () => {
    const page = { type: 'imprint', locale: 'de', title: 'Impressum', html: '<p>x</p>' };
    expect(staticPageSchema.parse(page)).toEqual(page);
    expect(staticPageSchema.safeParse({ ...page, type: 'faq' }).success).toBe(false);
    expect(staticPageSchema.safeParse({ ...page, locale: 'fr' }).success).toBe(true);
    expect(staticPageSchema.safeParse({ ...page, locale: 'it' }).success).toBe(false);
    expect(staticPageTypes).toEqual(['terms', 'privacy', 'imprint', 'about']);
  });

  it('round-trips the runtime config', () => {
    const config = {
      apiBaseUrl: 'https://portal.example.com',
      oidc: { authority: 'https://portal.example.com/oidc', clientId: 'eventsuite-portal' },
      productName: 'Eventsuite',
      accessibilityContact: 'accessibility@portal.example.com',
      signUp: true,
      supportedLanguages: ['en', 'de', 'fr'],
    };
    expect(runtimeConfigSchema.parse(JSON.parse(JSON.stringify(config)))).toEqual(config);
  });

  it('describes the 422 envelope', () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['Invalid email address'] } };
    expect(validationErrorSchema.parse(body)).toEqual(body);
    expect(validationErrorSchema.safeParse({ message: 'x', errors: { email: 'nope' } }).success).toBe(false);
  });
});

describe('validation messages', () => {
  it('holds the keys of spec §5', () => {
    expect(Object.keys(validationMessages)).toEqual(
      expect.arrayContaining(['required', 'max_string', 'unique', 'url', 'confirmed', 'certificate', 'other_team']),
    );
  });

  it('maps zod issues to message keys', () => {
    const schema = z.object({
      name: z.string().min(1).max(3),
      email: z.email(),
      website: z.url(),
      count: z.number().min(1),
      kind: z.enum(['a', 'b']),
      password: z.string().refine((v) => v === 'same', { message: 'confirmed' }),
    });
    const input = { name: 'abcd', email: 'nope', website: 'nope', count: 0, kind: 'c', password: 'other' };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(
      result.error!.issues.map((issue) => [
        issue.path.join('.'),
        validationKeyForIssue(issue, input[issue.path[0] as keyof typeof input]),
      ]),
    );
    expect(keys).toEqual({
      name: 'max_string',
      email: 'invalid_email',
      website: 'url',
      count: 'min_numeric',
      kind: 'chosen',
      password: 'confirmed',
    });
    const missing = schema.safeParse({ ...input, name: '' });
    const nameIssue = missing.error!.issues.find((issue) => issue.path[0] === 'name')!;
    expect(validationKeyForIssue(nameIssue, '')).toBe('required');
  });
});
