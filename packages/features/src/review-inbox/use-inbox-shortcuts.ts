import { useEffect, type RefObject } from 'react';

/**
 * True when a key press comes from a place where the user types (issue 7: shortcuts never fire
 * while typing in a field) or from an open menu, list box or dialog that owns its keys.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // A review's selection checkbox is not typing: j and k go on from it (owner trial 12).
  if (target.closest('input:not([type="checkbox"]), textarea, select, [contenteditable="true"]')) {
    return true;
  }
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
  // Owner trial 11: Space on a review scrolled the page, and a range took Tab to each checkbox.
  [{ message: 'keySelect' }, 'shortcutSelect'],
  [{ message: 'keySelectRange' }, 'shortcutSelectRange'],
  // Named as the keyboard of the language labels them ("Strg + Pos1" on a German one, owner
  // trial 11): a message, not a literal.
  [{ message: 'keyEscape' }, 'shortcutClose'],
  ['?', 'shortcutHelp'],
  [{ message: 'keyLeaveAfter' }, 'shortcutLeaveAfter'],
  [{ message: 'keyLeaveBefore' }, 'shortcutLeaveBefore'],
] as const;

/** What the inbox does for each shortcut. */
export interface InboxShortcutActions {
  /** The feed: the shortcuts work only while focus is inside it (WCAG 2.1.4). */
  feedRef: RefObject<HTMLElement | null>;
  /** Moves the active review by `delta` rows. */
  move: (delta: number) => void;
  /** Opens the reply editor for the active review; false when there is none (the key passes). */
  reply: () => boolean;
  /** Opens the shortcuts help. */
  help: () => void;
  /**
   * Selects the active review or deselects it, from the last one changed when `range`; false
   * when the inbox offers no selection (a phone outside selection mode: the key passes).
   * @default none
   */
  select?: (range: boolean) => boolean;
  /** Moves focus past the list (`after`) or to what comes before it; false when there is none. */
  leave: (direction: 'after' | 'before') => boolean;
}

/**
 * The keyboard triage of issue 7: arrows or j/k, r to reply, ? for help, and Space (with Shift for
 * a range) to select the review with focus (issue 18). Single-character
 * shortcuts are active only while a review has focus (WCAG 2.1.4, Character Key Shortcuts): in
 * the German trial, letters typed after the reply editor closed moved to another review and
 * opened its editor, and the rest of the sentence went into another customer's reply.
 */
export function useInboxShortcuts({
  feedRef,
  move,
  reply,
  help,
  leave,
  select,
}: InboxShortcutActions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey) return;
      const inList = event.target instanceof Node && feedRef.current?.contains(event.target);
      if (!inList) return;
      // The ARIA feed pattern's way out of the list, from a review or a control on it (a
      // selection checkbox is not typing).
      if (event.ctrlKey) {
        const typing =
          event.target instanceof Element &&
          event.target.closest('textarea, [contenteditable="true"], input:not([type="checkbox"])');
        if (typing || (event.key !== 'End' && event.key !== 'Home')) return;
        if (leave(event.key === 'End' ? 'after' : 'before')) event.preventDefault();
        return;
      }
      if (isTypingTarget(event.target)) return;
      const key = event.key;
      // Space on the review itself, not on a button or the checkbox inside it (they own it).
      if (key === ' ') {
        const onReview = event.target instanceof Element && event.target.matches('[aria-posinset]');
        if (onReview && select?.(event.shiftKey)) event.preventDefault();
        return;
      }
      if (key === 'j' || key === 'ArrowDown') move(1);
      else if (key === 'k' || key === 'ArrowUp') move(-1);
      else if (key === 'r') {
        if (!reply()) return;
      } else if (key === '?') help();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [feedRef, move, reply, help, leave, select]);
}
