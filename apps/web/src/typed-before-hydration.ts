type Field = HTMLInputElement | HTMLTextAreaElement;

const textual = (element: Element): element is Field =>
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'hidden', 'submit', 'button', 'file'].includes(element.type)) ||
  element instanceof HTMLTextAreaElement;

/**
 * Issue 14: a prerendered form takes input before its script arrives, but hydrating a controlled
 * field sets it back to the value React holds. This remembers what was typed into `root`'s fields
 * before and during hydration; `replay` gives it back to React as input events once hydrated.
 */
export function keepTypedValues(root: HTMLElement): { replay: () => void } {
  const typed = new Map<Field, string>();
  for (const element of root.querySelectorAll('input, textarea')) {
    if (textual(element) && element.value !== element.defaultValue) {
      typed.set(element, element.value);
    }
  }
  const onInput = (event: Event) => {
    const target = event.target as Element;
    if (textual(target)) typed.set(target, target.value);
  };
  root.addEventListener('input', onInput, true);
  return {
    replay() {
      root.removeEventListener('input', onInput, true);
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        // Hydration took the typed text as the field's known value while React's state is still
        // empty, so an input event alone changes nothing. Assigning through the element (React's
        // value tracker sees it) and then the prototype's setter (it does not) makes the event a
        // change React reports to the form's onChange.
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
          field,
          value,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
}
