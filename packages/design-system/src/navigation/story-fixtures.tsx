import { BackpackIcon, DashboardIcon, GearIcon, LayersIcon, PersonIcon } from '@radix-ui/react-icons';
import { forwardRef } from 'react';
import type { LinkRenderProps } from './LinkContext';
import type { NavItem } from './nav-item';

/*
 * Shared by the stories of the navigation components only; not exported from the package.
 */

const icon = { width: 20, height: 20, 'aria-hidden': true } as const;

/** The portal's navigation tree of spec §2 with English labels. */
export const portalNavItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/', icon: <DashboardIcon {...icon} /> },
  { id: 'profile', label: 'My profile', href: '/profile', icon: <PersonIcon {...icon} /> },
  {
    id: 'company-group',
    label: 'Company',
    icon: <BackpackIcon {...icon} />,
    children: [
      { id: 'company', label: 'Company profile', href: '/company' },
      { id: 'company-team-members', label: 'Team members', href: '/company/team-members' },
      { id: 'company-locations', label: 'Locations', href: '/company/locations' },
      { id: 'company-settings', label: 'Authentication', href: '/company/settings' },
    ],
  },
  { id: 'apps', label: 'Apps', href: '/apps', icon: <LayersIcon {...icon} /> },
  {
    id: 'admin',
    label: 'System Settings',
    icon: <GearIcon {...icon} />,
    children: [
      { id: 'admin-apps', label: 'Apps', href: '/admin/apps' },
      { id: 'admin-roles', label: 'Roles & Permissions', href: '/admin/roles' },
      { id: 'admin-companies', label: 'Companies', href: '/admin/companies' },
      { id: 'admin-users', label: 'Users', href: '/admin/users' },
      { id: 'admin-pages', label: 'Pages', href: '/admin/pages' },
    ],
  },
];

/** A link that stays on the story: in tests a real navigation would unload the page. */
export const StoryLink = forwardRef<HTMLAnchorElement, LinkRenderProps>(function StoryLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});
