export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  forgetRequestsInFlight,
  loadingBarStates,
  requestFinished,
  requestStarted,
} from './LoadingBar';
export type { LoadingBarProps, LoadingBarState } from './LoadingBar';
