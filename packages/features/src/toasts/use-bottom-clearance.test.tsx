import { toastAvoidAttribute } from '@locperf/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureBottomClearance } from './use-bottom-clearance';

/** An element with a fixed box, as the browser would lay it out. */
function bar(top: number, bottom: number, marked = true): HTMLElement {
  const element = document.createElement('div');
  if (marked) element.setAttribute(toastAvoidAttribute, '');
  element.getBoundingClientRect = () =>
    ({ top, bottom, height: bottom - top, left: 0, right: 375, width: 375 }) as DOMRect;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('measureBottomClearance (issue "Phone-first": toasts never cover the next control)', () => {
  it('keeps toasts above a marked bar on the bottom edge', () => {
    vi.stubGlobal('innerHeight', 812);
    vi.stubGlobal('visualViewport', { offsetTop: 0, height: 812 });
    bar(740, 812);
    expect(measureBottomClearance()).toBe(72);
  });

  it('ignores unmarked elements and marked rows that are not on the bottom edge', () => {
    vi.stubGlobal('innerHeight', 812);
    vi.stubGlobal('visualViewport', { offsetTop: 0, height: 812 });
    bar(740, 812, false);
    bar(400, 450);
    expect(measureBottomClearance()).toBe(0);
  });

  it('keeps toasts above the on-screen keyboard and the bar that sits on it', () => {
    vi.stubGlobal('innerHeight', 812);
    // The keyboard hides the bottom 330 px: the visual viewport ends at 482.
    vi.stubGlobal('visualViewport', { offsetTop: 0, height: 482 });
    expect(measureBottomClearance()).toBe(330);
    bar(420, 482);
    expect(measureBottomClearance()).toBe(392);
  });
});
