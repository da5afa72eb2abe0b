export { EventsuiteWordmark } from './Wordmark';
