/** Time as the services see it; tests pass a clock they can move forward. */
export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };

/** The system's clock moved ahead: a development server that lives a day later (CLOCK_OFFSET_SECONDS). */
export function aheadOfSystemClock(seconds: number): Clock {
  return seconds === 0 ? systemClock : { now: () => new Date(Date.now() + seconds * 1000) };
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
