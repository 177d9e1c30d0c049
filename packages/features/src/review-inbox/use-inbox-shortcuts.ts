import { useEffect, type RefObject } from 'react';

/**
 * True when a key press comes from a place where the user types (issue 7: shortcuts never fire
 * while typing in a field) or from an open menu, list box or dialog that owns its keys.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return Boolean(
    target.closest(
      '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="combobox"], [role="radiogroup"], [role="slider"], [role="spinbutton"]',
    ),
  );
}

/** Keys of the shortcuts help: key names are the same in every language. */
export const SHORTCUTS = [
  ['↓ / j', 'shortcutNext'],
  ['↑ / k', 'shortcutPrevious'],
  ['r', 'shortcutReply'],
  ['Esc', 'shortcutClose'],
  ['?', 'shortcutHelp'],
] as const;

/** What the inbox does for each shortcut. */
export interface InboxShortcutActions {
  /** The feed: arrow keys only move while focus is inside it; j and k move from anywhere. */
  feedRef: RefObject<HTMLElement | null>;
  /** Moves the active review by `delta` rows. */
  move: (delta: number) => void;
  /** Opens the reply editor for the active review; false when there is none (the key passes). */
  reply: () => boolean;
  /** Opens the shortcuts help. */
  help: () => void;
}

/** The keyboard triage of issue 7 on the whole document: arrows or j/k, r to reply, ? for help. */
export function useInboxShortcuts({ feedRef, move, reply, help }: InboxShortcutActions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const inList = event.target instanceof Node && feedRef.current?.contains(event.target);
      const key = event.key;
      if (key === 'j' || (inList && key === 'ArrowDown')) move(1);
      else if (key === 'k' || (inList && key === 'ArrowUp')) move(-1);
      else if (key === 'r') {
        if (!reply()) return;
      } else if (key === '?') help();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [feedRef, move, reply, help]);
}
