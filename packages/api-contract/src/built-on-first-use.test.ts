import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';

describe('builtOnFirstUse', () => {
  it('builds nothing until the schema is first read, then builds it once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ name: 'Pia' })).toEqual({ name: 'Pia' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for the schema inside other schemas and zod helpers', () => {
    const person = builtOnFirstUse(() => z.strictObject({ name: z.string().check(z.minLength(1)) }));
    const page = builtOnFirstUse(() => z.object({ data: z.array(person) }));

    expect(page.parse({ data: [{ name: 'Pia' }] })).toEqual({ data: [{ name: 'Pia' }] });
    const refused = page.safeParse({ data: [{ name: '' }] });
    expect(refused.error?.issues[0]?.path).toEqual(['data', 0, 'name']);
    expect(z.partial(person).parse({})).toEqual({});
    expect(person instanceof z.ZodMiniObject).toBe(true);
  });

  it('passes on what the build throws, at the first read', () => {
    const schema = builtOnFirstUse((): z.ZodMiniString => {
      throw new Error('broken declaration');
    });
    expect(() => schema.parse('x')).toThrow('broken declaration');
  });
});
