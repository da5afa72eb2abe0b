import { passwordMinLength } from '@eventsuite/api-contract';
import { FieldValidationError } from '../../http/errors';

/**
 * The common and breached passwords zxcvbn-ts ships (`passwords-common` of @zxcvbn-ts/language-common,
 * drawn from leaked password lists), kept offline with the server: no password ever leaves it. Only
 * those long enough to pass the length rule matter; loaded on the first password set, not at start.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

const comparable = (password: string) => password.normalize('NFC').toLowerCase();

async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const list = dictionary['passwords-common'] as readonly string[];
  return new Set(list.filter((password) => password.length >= passwordMinLength).map(comparable));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(comparable(password));
}

/**
 * The server's half of the password rule (issue 30 §2), for every form that sets a password: the
 * contract checks the length, this the list. 422 `password_common` on `field`.
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw new FieldValidationError({ [field]: ['password_common'] });
}
