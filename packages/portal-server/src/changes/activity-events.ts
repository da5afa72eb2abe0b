// The event types of the activity log live in the contract (api-contract/src/activity-log.ts): the
// company's log view filters by them and the app words each one. The server writes only these.
export {
  activityEventTypes,
  activityObjectTypes,
  type ActivityEventType,
  type ActivityObjectType,
} from '@eventsuite/api-contract';
