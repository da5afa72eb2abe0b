import { avatarFilesPath } from '@eventsuite/api-contract';
import { apiFileUrl } from './client';

/** Where an avatar file name is served, or undefined without an avatar (the initials show then). */
export function avatarUrlOf(fileName: string | null | undefined): string | undefined {
  return fileName ? apiFileUrl(`${avatarFilesPath}/${encodeURIComponent(fileName)}`) : undefined;
}
