export { AppCard } from './AppCard';
export type { AppCardProps } from './AppCard';
