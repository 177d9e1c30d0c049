import { beforeEach, describe, expect, it } from 'vitest';
import { focusMainHeading } from './focus-main-heading';

describe('focusMainHeading (focus after a navigation)', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main id="main">
        <h1>Review responder</h1>
        <section id="booster"><h2>Review booster</h2><p>…</p></section>
      </main>`;
  });

  it("focuses the page's h1", () => {
    focusMainHeading();
    expect(document.activeElement?.textContent).toBe('Review responder');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  // Owner trial 6: the side navigation's "Review booster" left focus on the off-screen h1.
  it("focuses the heading of the hash's section, and the h1 for an unknown hash", () => {
    focusMainHeading({ hash: '#booster' });
    expect(document.activeElement?.textContent).toBe('Review booster');
    focusMainHeading({ hash: '#nowhere' });
    expect(document.activeElement?.textContent).toBe('Review responder');
  });
});
