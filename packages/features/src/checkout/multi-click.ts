/**
 * Drops the rest of a double click once the page under the pointer has changed: the second click
 * of a double click on "Pay now" landed on what the success step put there (in a clean-clone run
 * with a busy core, the footer's Terms link, which took the owner away from the confirmation).
 * Clicks of the same sequence (`detail` above 1) are cancelled until the next single click or
 * keyboard activation, which goes through and ends it. Returns a function that ends it at once.
 */
export function dropRestOfMultiClick(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.detail > 1) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    stop();
  };
  const stop = () => target.removeEventListener('click', onClick, true);
  target.addEventListener('click', onClick, true);
  return stop;
}
