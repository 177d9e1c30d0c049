import { toastAvoidAttribute, toastRegionAttribute } from '@locperf/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureBottomClearance, measureToastPlacement } from './use-toast-layout';

/**
 * An element in the body with a fixed box, as the browser would lay it out, and the given
 * attributes (a marked control, the toast region).
 */
function laidOut<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  [top, bottom]: [number, number],
  [left, right]: [number, number],
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () =>
    ({ top, bottom, height: bottom - top, left, right, width: right - left }) as DOMRect;
  document.body.append(element);
  return element;
}

/** A full-width bar at the bottom, marked unless told otherwise. */
const bar = (top: number, bottom: number, marked = true) =>
  laidOut('div', [top, bottom], [0, 375], marked ? { [toastAvoidAttribute]: '' } : {});

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

describe('measureToastPlacement (issue "Trust in every action")', () => {
  const region = (top: number, bottom: number) =>
    laidOut('div', [top, bottom], [16, 359], { [toastRegionAttribute]: 'bottom' });
  const button = (top: number, bottom: number, marked: boolean) =>
    laidOut('button', [top, bottom], [16, 359], marked ? { [toastAvoidAttribute]: '' } : {});

  it('answers nothing while no toast is shown', () => {
    vi.stubGlobal('innerHeight', 812);
    expect(measureToastPlacement(0)).toBeUndefined();
  });

  it('moves the toasts off a marked control at the bottom', () => {
    vi.stubGlobal('innerHeight', 812);
    region(716, 796);
    button(740, 784, true);
    expect(measureToastPlacement(0)).toBe('top');
  });

  it('moves the toasts off the focused element, marked or not', () => {
    vi.stubGlobal('innerHeight', 812);
    region(716, 796);
    const focused = button(740, 784, false);
    expect(measureToastPlacement(0)).toBe('bottom');
    focused.focus();
    expect(measureToastPlacement(0)).toBe('top');
  });

  it('does not avoid the controls inside the toasts, or controls scrolled off screen', () => {
    vi.stubGlobal('innerHeight', 812);
    const toasts = region(716, 796);
    const inside = button(740, 784, true);
    toasts.append(inside);
    button(900, 944, true);
    expect(measureToastPlacement(0)).toBe('bottom');
  });
});
