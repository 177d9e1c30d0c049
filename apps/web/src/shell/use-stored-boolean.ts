import { useCallback, useState } from 'react';

/** A boolean kept in local storage; a missing or corrupt entry gives the default. */
export function useStoredBoolean(key: string, defaultValue: boolean) {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === 'true' ? true : stored === 'false' ? false : defaultValue;
    } catch {
      return defaultValue;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Storage disabled: the choice holds for this visit.
      }
    },
    [key],
  );
  return [value, set] as const;
}
