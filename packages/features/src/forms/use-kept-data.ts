import { useState } from 'react';

/**
 * The last loaded value of a query. Mutations clear the cached GETs before they send (spec
 * section 7), so a form's own data briefly turns undefined while it saves; keeping the last
 * value keeps the form mounted, with what the user typed and its success or error state.
 */
export function useKeptData<T>(data: T | undefined): T | undefined {
  const [kept, setKept] = useState(data);
  if (data !== undefined && data !== kept) setKept(data);
  return data ?? kept;
}
