import { adminFiguresSchema } from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';

/** The platform administration's start page (issue 26 §1, ADR 0027). */
export const adminStartEndpoints = {
  /** The figures of the areas the caller may see; any one of them lets the caller in. */
  showAdminFigures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/figures',
    response: dataOf(adminFiguresSchema),
    access: access.platform({ anyOf: ['admin_can_view_companies', 'admin_can_view_users', 'admin_can_view_apps'] }),
  }),
} as const;
