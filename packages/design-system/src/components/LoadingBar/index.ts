export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  loadingBarStates,
  requestFinished,
  requestStarted,
} from './LoadingBar';
export type { LoadingBarProps, LoadingBarState } from './LoadingBar';
