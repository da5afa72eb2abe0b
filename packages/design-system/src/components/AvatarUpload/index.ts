export { AvatarUpload } from './AvatarUpload';
export type { AvatarUploadProps } from './AvatarUpload';
