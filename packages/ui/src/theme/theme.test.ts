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
  ...surfaces.map((bg): [Key, Key] => ['secondaryBorder', bg]),
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

/** Hue in degrees of a `#rrggbb` colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('%s theme roles (issue 20)', (_name, palette) => {
  it('gives info its own hue, at least 60° from success', () => {
    for (const key of ['Surface', 'Text'] as const) {
      const distance = Math.abs(hue(palette[`info${key}`]) - hue(palette[`success${key}`]));
      expect(Math.min(distance, 360 - distance)).toBeGreaterThanOrEqual(60);
    }
  });
  it('draws surface borders lighter than control borders', () => {
    for (const bg of surfaces) {
      expect(contrastRatio(palette.borderSubtle, palette[bg])).toBeLessThan(
        contrastRatio(palette.border, palette[bg]),
      );
    }
  });
  it('gives a disabled fill a neutral grey, not a tint of primary', () => {
    expect(hue(palette.disabled)).not.toBeCloseTo(hue(palette.primary), -1);
    // Disabled text is exempt from 1.4.3, but it stays legible.
    expect(contrastRatio(palette.onDisabled, palette.disabled)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#15803d', '#15803d')).toBe(1);
  });
});
