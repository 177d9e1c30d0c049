import { describe, expect, it } from 'vitest';
import { breakpointFor, breakpointNames, breakpoints, mediaDown, mediaUp } from './layout';

/** Whether a width satisfies a `screen and (min-width|max-width: Npx)` query. */
function matches(query: string, width: number): boolean {
  const match = /^screen and \((min|max)-width: (\d+)px\)$/.exec(query);
  if (!match) throw new Error(`Unexpected media query ${query}`);
  const px = Number(match[2]);
  return match[1] === 'min' ? width >= px : width <= px;
}

describe('breakpoints (spec section 9)', () => {
  it('ascend, which breakpointFor relies on', () => {
    const widths = breakpointNames.map((name) => breakpoints[name]);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);
  });

  it('maps each width to the largest breakpoint it reaches, changing exactly at each boundary', () => {
    expect(breakpointFor(0)).toBe('xs');
    breakpointNames.forEach((name, index) => {
      const px = breakpoints[name];
      expect(breakpointFor(px), `${px}px`).toBe(name);
      expect(breakpointFor(px - 1), `${px - 1}px`).toBe(breakpointNames[index - 1] ?? 'xs');
    });
    expect(breakpointFor(1_000_000)).toBe(breakpointNames.at(-1));
  });

  it('builds media queries that agree with breakpointFor at every boundary', () => {
    for (const name of breakpointNames) {
      const px = breakpoints[name];
      // Below the smallest breakpoint breakpointFor still says xs; no query is asked there.
      for (const width of [px - 1, px, px + 1].filter((w) => w >= breakpoints.xs)) {
        const reached =
          breakpointNames.indexOf(breakpointFor(width)) >= breakpointNames.indexOf(name);
        expect(matches(mediaUp(name), width), `${name} up at ${width}px`).toBe(reached);
        expect(matches(mediaDown(name), width), `${name} down at ${width}px`).toBe(width <= px);
      }
    }
  });
});
