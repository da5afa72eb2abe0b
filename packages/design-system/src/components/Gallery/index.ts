export { Gallery } from './Gallery';
export type { GalleryImage, GalleryProps } from './Gallery';
