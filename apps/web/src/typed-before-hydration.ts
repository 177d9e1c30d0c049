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
        if (!field.isConnected || field.value === value) continue;
        // React tracks the value through the prototype's setter: set it there, then announce it.
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
        setter?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
}
