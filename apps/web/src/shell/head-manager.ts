import { createContext, useContext, useEffect } from 'react';

/** Spec section 9: the head update is debounced by 10 ms. */
export const HEAD_DEBOUNCE_MS = 10;

/** Writes the document title; the app has exactly one (see {@link HeadManagerContext}). */
export interface HeadManager {
  /** Asks for a title; within the debounce window only the last request is written. */
  setTitle(title: string): void;
  /** Called after a title was written to the document (not for a request that changed nothing). */
  subscribe(listener: (title: string) => void): () => void;
}

export interface HeadManagerOptions {
  /** @default document */
  doc?: Pick<Document, 'title'>;
  /** @default HEAD_DEBOUNCE_MS */
  debounceMs?: number;
}

/**
 * One writer for the document head. A navigation renders the layout and the page (or an error
 * page) in one pass, each of which may ask for a title; debouncing lets the last request of that
 * pass win, so the title is written once per navigation and the announcement is not doubled.
 */
export function createHeadManager({
  doc,
  debounceMs = HEAD_DEBOUNCE_MS,
}: HeadManagerOptions = {}): HeadManager {
  // The document is read when a title is written (in an effect), never at creation: the
  // prerender creates the manager while rendering on the server, where there is no document.
  const target = () => doc ?? document;
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(title: string) => void>();

  const flush = () => {
    timer = undefined;
    const title = pending;
    pending = null;
    if (title === null || title === target().title) return;
    target().title = title;
    for (const listener of listeners) listener(title);
  };

  return {
    setTitle(title) {
      pending = title;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, debounceMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let defaultManager: HeadManager | null = null;

/** The page's head manager, created on first use (tests provide their own). */
export const HeadManagerContext = createContext<HeadManager | null>(null);

export function useHeadManager(): HeadManager {
  const provided = useContext(HeadManagerContext);
  if (provided) return provided;
  defaultManager ??= createHeadManager();
  return defaultManager;
}

/** Sets the document title while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  const head = useHeadManager();
  useEffect(() => head.setTitle(title), [head, title]);
}
