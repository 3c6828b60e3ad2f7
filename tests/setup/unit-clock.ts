// The unit tests' clock (issue 48). Every unit test file starts at the same instant,
// UNIT_TEST_NOW, and time runs on from there at the real rate: `Date.now()` and `new Date()`
// read it, and so does every fake that keeps time (the memory KV's expiry, the purge jobs'
// alarms, signed cookies and tokens made in a test), so no unit test can depend on today's
// date. A test that needs another instant passes its own `now` to the code under test, or
// moves this clock with vitest's fake timers (`vi.useFakeTimers()`, `vi.setSystemTime()`),
// which start from it and give it back on `vi.useRealTimers()`.
//
// `npm run test:dates` runs the suites with the machine's clock a year and ten years ahead
// (scripts/date-check.mjs): here that changes nothing, which is the point.
/** 2031-03-14 09:30 UTC: far from the day any test was written, on purpose. */
export const UNIT_TEST_NOW = Date.UTC(2031, 2, 14, 9, 30);

const RealDate = globalThis.Date;
const offsetMs = UNIT_TEST_NOW - RealDate.now();

/** The platform's Date, read through the test clock: the same class for every other use. */
class TestClockDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = TestClockDate as DateConstructor;
