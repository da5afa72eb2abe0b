import type { Account as AccountOfApi } from '@eventsuite/api-contract';
import {
  AccountDropdown,
  IconSidebar,
  MobileMenu,
  toast,
  TopBar,
  type Account,
  type NavItem,
} from '@eventsuite/design-system';
import { BackpackIcon, GearIcon, LayersIcon, PersonIcon } from '@radix-ui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useMemo, type ReactNode, type RefObject } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { avatarUrlOf } from '../api/avatar-url';
import { runtimeConfigAtom } from '../config/runtime-config';
import { commonMessages } from '../i18n/common-messages';
import { accountPagesOf } from '../route-table/account-pages';
import { isOwnPage, useCurrentRouteMatch } from '../route-table/current-route';
import { pathTo } from '../route-table/path-to';
import type { MenuIconName } from '../route-table/route-table';
import { accountInfoAtom, currentUserAtom, permissionSubjectAtom, type CurrentUser } from '../session/atoms';
import { loadSession } from '../session/session-context';
import { colorSchemeAtom } from './color-scheme';
import { activeNavId, navigationFor, type NavEntry } from './navigation';
import { usePainted } from './use-painted';

const homeMessages = {
  dashboard: defineMessage<{ productName: string }>({ id: 'shell.home', defaultMessage: '{productName} dashboard' }),
  // A personal account's home is its profile.
  profile: defineMessage<{ productName: string }>({
    id: 'shell.homeProfile',
    defaultMessage: '{productName}: my profile',
  }),
};

const messages = defineMessages({
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Close menu' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main navigation' },
  activeAccount: { id: 'account.active', defaultMessage: 'Signed in as' },
  switchAccount: { id: 'account.switch', defaultMessage: 'Switch account' },
  personalAccount: { id: 'account.personal', defaultMessage: 'Personal account' },
  dashboard: { id: 'account.dashboard', defaultMessage: 'Dashboard' },
  settings: { id: 'account.settings', defaultMessage: 'My Settings' },
  logout: { id: 'account.logout', defaultMessage: 'Logout' },
  colorScheme: { id: 'account.colorScheme', defaultMessage: 'Appearance' },
  colorSchemeLight: { id: 'account.colorScheme.light', defaultMessage: 'Light' },
  colorSchemeDark: { id: 'account.colorScheme.dark', defaultMessage: 'Dark' },
  colorSchemeSystem: { id: 'account.colorScheme.system', defaultMessage: 'System' },
});

const mobileMenuId = 'mobile-menu';

const iconProps = { width: 20, height: 20, 'aria-hidden': true } as const;
const icons: Record<MenuIconName, ReactNode> = {
  person: <PersonIcon {...iconProps} />,
  backpack: <BackpackIcon {...iconProps} />,
  layers: <LayersIcon {...iconProps} />,
  gear: <GearIcon {...iconProps} />,
};

function toNavItem(entry: NavEntry, intl: IntlShape): NavItem {
  return {
    id: entry.id,
    label: intl.formatMessage(entry.label),
    href: entry.href,
    icon: entry.icon ? icons[entry.icon] : undefined,
    children: entry.children?.map((child) => toNavItem(child, intl)),
  };
}

function toAccount(account: AccountOfApi, user: CurrentUser, personalLabel: string): Account {
  return {
    id: account.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    company: account.company_name ?? personalLabel,
  };
}

function useNavigation() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const subject = useAtomValue(permissionSubjectAtom);
  const match = useCurrentRouteMatch();
  // One's own team-member page is the profile (spec §2).
  const ownTeamMemberPage = match !== undefined && isOwnPage(match, user?.id);
  const entries = useMemo(
    () => (user ? navigationFor({ ...subject, accountType: user.accountType }) : []),
    [subject, user],
  );
  const items = useMemo(() => entries.map((entry) => toNavItem(entry, intl)), [entries, intl]);
  return {
    items,
    activeId: activeNavId(entries, pathname, ownTeamMemberPage),
    label: intl.formatMessage(messages.mainNavigation),
  };
}

/*
 * The signed-in chrome of the default layout: top bar with the account menu, the icon sidebar and the
 * mobile menu, showing the menu of spec §2 for the current user. A chunk of its own (see
 * lazy-chrome.tsx): screens for signed-out visitors do not load its menus and popovers.
 */

export interface MenuToggleProps {
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The burger button; the mobile menu returns focus there. */
  burgerRef: RefObject<HTMLButtonElement | null>;
}

export interface PortalTopBarProps extends MenuToggleProps {
  /**
   * The notifications widget (the bell), given from above: the layout imports no feature. It renders once the
   * first screen has painted, so a lazy widget's data, wording and dialog do not hold that screen up.
   */
  notifications: ReactNode;
}

export function PortalTopBar({ menuOpen, onMenuOpenChange, burgerRef, notifications }: PortalTopBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { productName } = useAtomValue(runtimeConfigAtom);
  const user = useAtomValue(currentUserAtom);
  const accountInfo = useAtomValue(accountInfoAtom);
  const [colorScheme, setColorScheme] = useAtom(colorSchemeAtom);
  const painted = usePainted();
  if (!user || !accountInfo) return null;

  const personalLabel = intl.formatMessage(messages.personalAccount);
  const pages = accountPagesOf(user.accountType);
  const switchAccount = async (accountId: string) => {
    try {
      await (await loadSession()).switchAccount(accountId);
    } catch {
      // Nothing changed: the current account stays active.
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    }
  };

  return (
    <TopBar
      homeHref={pages.home}
      homeLabel={intl.formatMessage(pages.dashboard ? homeMessages.dashboard : homeMessages.profile, { productName })}
      menuOpen={menuOpen}
      onMenuToggle={() => onMenuOpenChange(!menuOpen)}
      menuId={mobileMenuId}
      menuButtonLabel={intl.formatMessage(messages.menu)}
      menuButtonRef={burgerRef}
      notifications={painted ? <Suspense>{notifications}</Suspense> : null}
      accountMenu={
        <AccountDropdown
          activeAccount={{ ...toAccount(accountInfo, user, personalLabel), avatarUrl: avatarUrlOf(user.avatar) }}
          otherAccounts={accountInfo.further_accounts.map((account) => toAccount(account, user, personalLabel))}
          onSwitchAccount={(accountId) => void switchAccount(accountId)}
          dashboardHref={pages.dashboard}
          settingsHref={pages.settings}
          onLogout={() => void navigate(pathTo('logout'))}
          labels={{
            activeAccount: intl.formatMessage(messages.activeAccount),
            switchAccount: intl.formatMessage(messages.switchAccount),
            dashboard: intl.formatMessage(messages.dashboard),
            settings: intl.formatMessage(messages.settings),
            logout: intl.formatMessage(messages.logout),
          }}
          colorScheme={{
            value: colorScheme,
            onChange: setColorScheme,
            labels: {
              heading: intl.formatMessage(messages.colorScheme),
              light: intl.formatMessage(messages.colorSchemeLight),
              dark: intl.formatMessage(messages.colorSchemeDark),
              system: intl.formatMessage(messages.colorSchemeSystem),
            },
          }}
        />
      }
    />
  );
}

export function PortalSidebar() {
  const { items, activeId, label } = useNavigation();
  return <IconSidebar items={items} activeId={activeId} label={label} />;
}

export function PortalMobileMenu({ menuOpen, onMenuOpenChange, burgerRef }: MenuToggleProps) {
  const intl = useIntl();
  const { items, activeId, label } = useNavigation();
  return (
    <MobileMenu
      id={mobileMenuId}
      open={menuOpen}
      onOpenChange={onMenuOpenChange}
      items={items}
      activeId={activeId}
      label={label}
      closeLabel={intl.formatMessage(messages.closeMenu)}
      returnFocusRef={burgerRef}
    />
  );
}
