// The activity log's wording and parts, shared by the company's log (its owner) and the platform's log
// (administrators).
export { ActivityEntry, type ActivityFilterLinks, type ActivityLinks } from './ActivityEntry';
export { ExportCsvButton } from './ExportCsvButton';
export * from './activity-messages';
export * as activityStyles from './ActivityLog.css';
export { fromOf, timeRangeOf, timeRanges, type TimeRange } from './time-range';
