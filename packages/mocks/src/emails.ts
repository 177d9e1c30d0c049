import { mockDb } from './state';

/** An email the mock backend "sent" (sign-up confirmation, password reset, admin invite). */
export interface MockEmail {
  to: string;
  /** `confirm`, `password-reset` or `signup-invite`. */
  kind: string;
  /** The token the email's link carries. */
  token: string;
  sentAt: string;
}

/**
 * Read-only: the newest email sent to an address, optionally of one kind, or null. End-to-end
 * tests read the confirmation and reset tokens through it (demo builds only).
 */
export function lastMockEmail(to: string, kind?: string): MockEmail | null {
  const mails = mockDb.email
    .findMany({ where: { to: { equals: to.trim().toLowerCase() } } })
    .filter((mail) => kind === undefined || mail.kind === kind)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const mail = mails.at(-1);
  return mail ? { to: mail.to, kind: mail.kind, token: mail.token, sentAt: mail.sentAt } : null;
}
