/**
 * Stories start at one fixed moment (issue 20, declarative states): every "3 days ago", every
 * seeded review date and every invoice period reads the same in each run, so a screenshot of
 * the static build only changes when the design does. The clock still ticks from there (timers,
 * SWR's deduplication and toasts' lifetimes measure durations with it); only its origin is
 * moved, and preview.tsx moves it back before each story, so a story shown ten minutes after the
 * page loaded (the visual test switches stories in one page) still starts at STORY_NOW.
 * Imported first by preview.tsx, before the mock backend seeds its store.
 */
export const STORY_NOW = Date.parse('2026-11-24T10:00:00.000Z');

const RealDate = Date;
let offset = STORY_NOW - RealDate.now();

/** Starts the clock at {@link STORY_NOW} again (before each story). */
export function restartStoryClock() {
  offset = STORY_NOW - RealDate.now();
}

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;
