import { useAtomValue } from 'jotai';
import { canAtom } from '../../session/atoms';

/**
 * Whether the signed-in administrator may change apps (admin_can_edit_apps); the routes let only
 * holders of admin_can_view_apps reach the screens, who see them read-only without it.
 */
export function useCanEditApps(): boolean {
  return useAtomValue(canAtom)({ anyOf: ['admin_can_edit_apps'] });
}
