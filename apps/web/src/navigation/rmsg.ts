/**
 * Spec section 2, Query parameter rmsg: the Google connection flow returns to the app with
 * `?rmsg=google.auth.{result}`. It is read on every navigation, shown as a toast and removed.
 */
export const RMSG_PARAM = 'rmsg';

export interface RmsgToast {
  type: 'success' | 'error';
  /** Translation keys of the toast. */
  title: string;
  description: string;
  icon: 'check' | 'x';
}

const results = ['success', 'rejected', 'error', 'missing_scopes'] as const;

/** The toast for a known `rmsg` value, or null for anything else (which is still removed). */
export function rmsgToast(value: string | null): RmsgToast | null {
  const match = /^google\.auth\.(.+)$/.exec(value ?? '');
  const result = match?.[1];
  if (!result || !(results as readonly string[]).includes(result)) return null;
  const success = result === 'success';
  return {
    type: success ? 'success' : 'error',
    title: `google.auth.${result}`,
    description: `google.auth.${result}.details`,
    icon: success ? 'check' : 'x',
  };
}

/** The search string without `rmsg`, e.g. `?a=1&rmsg=x` → `?a=1`. */
export function withoutRmsg(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RMSG_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
