import type { Issue } from '../contract/errors';

/** The common-password list of @zxcvbn-ts/language-common (about 49,000 entries), lower-cased; loaded on first use. */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));
  return common;
}

/**
 * Why a new password is refused, after the contract's length rule (NIST SP 800-63B §5.1.1.2: at least
 * 8 characters, no composition rules, but not a known-common password and not the account's own name).
 * Refuses: blank (only spaces), a password in the common list (case-insensitive), the username, the
 * e-mail address or its local part. Empty when the password is acceptable.
 */
export async function passwordProblems(account: { username: string; email: string; password: string }): Promise<Issue[]> {
  const password = account.password.toLowerCase();
  const issue = (message: string): Issue[] => [{ path: ['password'], message }];
  if (password.trim() === '') {
    return issue('must not be only spaces');
  }
  const email = account.email.toLowerCase();
  if ([account.username.toLowerCase(), email, email.split('@')[0]].includes(password.trim())) {
    return issue('must not be your username or e-mail address');
  }
  if ((await commonPasswords()).has(password)) {
    return issue('is too common: it is on a list of passwords attackers try first');
  }
  return [];
}
