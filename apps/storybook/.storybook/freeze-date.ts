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
/**
 * Until the first story starts the clock stands at STORY_NOW: the mock backend seeds its store
 * while the preview loads, which takes from milliseconds to seconds on a busy machine, and a
 * seeded time read a few seconds later showed another minute now and then.
 */
let offset: number | undefined;

/** Starts the clock at {@link STORY_NOW} again (before each story). */
export function restartStoryClock() {
  offset = STORY_NOW - RealDate.now();
}

const now = () => (offset === undefined ? STORY_NOW : RealDate.now() + offset);

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(now());
    else super(...(args as [string | number | Date]));
  }

  static now() {
    return now();
  }
}

globalThis.Date = StoryDate as DateConstructor;
