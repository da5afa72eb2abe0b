// The face of the platform's user administration: what other areas may use of it.
export { keptUserCount } from './queries';
