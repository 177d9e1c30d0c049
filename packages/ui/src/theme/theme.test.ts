import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, type Palette } from './palette';

/** Text pairs need 4.5:1 (WCAG 2.2 1.4.3); focus rings 3:1 against what they sit on (1.4.11). */
const textPairs: Array<[keyof Palette, keyof Palette]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primaryText', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
];
const nonTextPairs: Array<[keyof Palette, keyof Palette]> = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['border', 'background'],
];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('%s theme contrast (WCAG 2.2 AA)', (_name, palette) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonTextPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#15803d', '#15803d')).toBe(1);
  });
});
