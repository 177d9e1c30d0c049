import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, type Box } from './toast-placement';

// A 375 × 812 phone; the region is 343 × 80 at the bottom right, 16 px from the edges.
const region: Box = { top: 716, bottom: 796, left: 16, right: 359 };
const base = { region, viewportHeight: 812, bottomClearance: 0, margin: 16 };
const box = (top: number, bottom: number): Box => ({ top, bottom, left: 16, right: 359 });

describe('chooseToastPlacement (issue "Trust in every action": never cover the next control)', () => {
  it('stays at the bottom when nothing is covered there', () => {
    expect(chooseToastPlacement({ ...base, avoid: [box(300, 344)] })).toBe('bottom');
  });

  it('moves to the top when at the bottom it would cover a primary action', () => {
    // "Go to checkout" at 740–784, under the toast.
    expect(chooseToastPlacement({ ...base, avoid: [box(740, 784)] })).toBe('top');
  });

  it('stays at the bottom when the top would cover as much', () => {
    expect(chooseToastPlacement({ ...base, avoid: [box(740, 784), box(20, 60)] })).toBe('bottom');
  });

  it('never covers the focused element, even when the top covers more other controls (German trial, WCAG 2.4.11)', () => {
    // After publishing on a phone: focus on the card's button at 709–757, reply buttons of
    // other cards at the top.
    expect(
      chooseToastPlacement({
        ...base,
        avoid: [box(709, 757), box(20, 60), box(70, 100)],
        focused: box(709, 757),
      }),
    ).toBe('top');
    expect(chooseToastPlacement({ ...base, avoid: [box(740, 784)], focused: box(30, 70) })).toBe(
      'bottom',
    );
  });

  it('measures the bottom place above the clearance, not where the region is now', () => {
    // The region sits at the top now; a bar of 100 px lifts the bottom place to 616–696.
    const atTop = { ...base, region: { ...region, top: 16, bottom: 96 }, bottomClearance: 100 };
    expect(chooseToastPlacement({ ...atTop, avoid: [box(740, 784)] })).toBe('bottom');
    expect(chooseToastPlacement({ ...atTop, avoid: [box(650, 690)] })).toBe('top');
  });

  it('ignores controls beside the region', () => {
    // A desktop: the toasts at the bottom right, a primary action at the bottom left.
    const wide = { ...base, region: { top: 700, bottom: 784, left: 880, right: 1264 } };
    const beside = { top: 740, bottom: 784, left: 280, right: 760 };
    expect(chooseToastPlacement({ ...wide, avoid: [beside] })).toBe('bottom');
  });

  it('counts a control just below the toasts as covered: a visible sliver is no help', () => {
    // The German trial: "Zur Kasse" 2 px below the toast, its top edge all that showed.
    expect(chooseToastPlacement({ ...base, avoid: [box(798, 838)] })).toBe('top');
  });
});
