/**
 * Local autosave of reply drafts (issue 7: nothing typed is ever lost). A draft being typed is
 * kept in localStorage per review until the server accepted it, so it survives a reload, a
 * network failure and a session expiry (the sign-in page leads back to the inbox).
 */

/** Prefix of the storage keys; one entry per review. */
export const DRAFT_STORAGE_PREFIX = 'locperf.reply-draft.';

/** What is stored per review. */
export interface StoredDraft {
  text: string;
  /** When it was typed, ISO 8601. */
  savedAt: string;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); typing then still works, without autosave.
    return undefined;
  }
}

/** The locally saved draft of a review, if any. */
export function readStoredDraft(reviewId: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_STORAGE_PREFIX + reviewId);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof value.text === 'string' && typeof value.savedAt === 'string'
      ? { text: value.text, savedAt: value.savedAt }
      : null;
  } catch {
    return null;
  }
}

/** Saves the draft being typed. */
export function writeStoredDraft(reviewId: string, text: string, now = new Date()): void {
  try {
    storage()?.setItem(
      DRAFT_STORAGE_PREFIX + reviewId,
      JSON.stringify({ text, savedAt: now.toISOString() } satisfies StoredDraft),
    );
  } catch {
    // Quota exceeded or blocked: nothing to do but keep the text in the editor.
  }
}

/** Forgets the local draft once the server holds the text. */
export function clearStoredDraft(reviewId: string): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_PREFIX + reviewId);
  } catch {
    // Blocked storage: nothing was stored either.
  }
}
