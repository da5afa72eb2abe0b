/** The time ranges both views of the log offer, back from now; none: any time. */
export const timeRanges = ['day', 'week', 'month', 'year'] as const;
export type TimeRange = (typeof timeRanges)[number];

const hour = 60 * 60 * 1000;
const spans: Record<TimeRange, number> = {
  day: 24 * hour,
  week: 7 * 24 * hour,
  month: 30 * 24 * hour,
  year: 365 * 24 * hour,
};

/** The range's start as the API's `from` (ISO 8601), from the reader's clock. */
export function fromOf(range: TimeRange | undefined, now = Date.now()): string | undefined {
  return range ? new Date(now - spans[range]).toISOString() : undefined;
}

export const timeRangeOf = (value: string | null | undefined): TimeRange | undefined =>
  timeRanges.find((range) => range === value);
