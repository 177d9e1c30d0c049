import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, tones, type Palette } from './palette';

type Key = keyof Palette;
const surfaces: Key[] = ['background', 'surface'];
const toneSurfaces = tones.map((tone) => `${tone}Surface` as Key);

/**
 * Every text/background pair the components render (WCAG 2.2 1.4.3, 4.5:1). Built from the
 * lists above so a new surface or tone is checked without editing the pairs by hand.
 */
const textPairs: Array<[Key, Key]> = [
  ...(['text', 'textMuted', 'primaryText'] as Key[]).flatMap((fg) =>
    surfaces.map((bg): [Key, Key] => [fg, bg]),
  ),
  ['text', 'selected'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ...tones.map((tone): [Key, Key] => [`${tone}Text` as Key, `${tone}Surface` as Key]),
];

/** Focus rings, borders and meaningful graphics need 3:1 against what they sit on (1.4.11). */
const nonTextPairs: Array<[Key, Key]> = [
  ...[...surfaces, 'selected' as Key, ...toneSurfaces].map((bg): [Key, Key] => ['focusRing', bg]),
  ...surfaces.map((bg): [Key, Key] => ['border', bg]),
  ...surfaces.map((bg): [Key, Key] => ['star', bg]),
  ...surfaces.map((bg): [Key, Key] => ['primary', bg]),
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
