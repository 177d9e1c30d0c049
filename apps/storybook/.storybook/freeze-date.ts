/**
 * Stories start at one fixed moment (issue 20, declarative states): every "3 days ago", every
 * seeded review date and every invoice period reads the same in each run, so a screenshot of
 * the static build only changes when the design does. The clock still ticks from there (timers,
 * SWR's deduplication and toasts' lifetimes measure durations with it); only its origin is
 * moved. Imported first by preview.tsx, before the mock backend seeds its store.
 */
export const STORY_NOW = Date.parse('2026-11-24T10:00:00.000Z');

const RealDate = Date;
const offset = STORY_NOW - RealDate.now();

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
