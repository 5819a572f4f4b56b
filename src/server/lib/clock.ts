/** The source of "now" for services, so tests can move time without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);
