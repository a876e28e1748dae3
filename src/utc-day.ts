/** The UTC calendar day (YYYY-MM-DD) of an epoch-millisecond instant: the unit of daily quotas. */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);
