import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999999$8$1$AA$AA')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });
});
