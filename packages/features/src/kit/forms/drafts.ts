/** Prefix of the session-storage keys that hold unsaved form drafts. */
export const DRAFT_PREFIX = 'locperf.draft.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked storage (privacy mode, sandboxed frames): drafts are a convenience, not a must.
    return null;
  }
}

/** The stored draft of a form, or null. Only string and boolean fields are taken back. */
export function readDraft(key: string): Record<string, string | boolean> | null {
  try {
    const raw = storage()?.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'boolean') draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Stores a draft; fields named in `exclude` (passwords) never reach storage. */
export function writeDraft(key: string, values: object, exclude: readonly string[] = []): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !exclude.includes(name)),
  );
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(kept));
  } catch {
    // Quota or blocked storage: the form still holds the values in memory.
  }
}

/** Forgets a draft after a successful save. */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
