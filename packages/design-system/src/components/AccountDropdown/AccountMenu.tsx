import '../../radix-css/Popper.css';
import '../../radix-css/ScrollArea.css';
import '../../radix-css/BaseMenu.css';
import '../../radix-css/DropdownMenu.css';
import { ExitIcon } from '@radix-ui/react-icons';
import { DropdownMenu } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useFirstItemFocus, type OpenedBy } from '../../deferred/open-on-intent';
import { Link } from '../../navigation';
import { colorSchemes, isColorScheme } from '../../theme/appearance';
import { RadixThemeScope } from '../../theme/RadixThemeScope';
import type { AccountDropdownProps } from './account-dropdown-props';
import { AccountAvatar, Identity, TriggerFace } from './account-identity';
import * as styles from './AccountDropdown.css';

export interface AccountMenuProps extends AccountDropdownProps {
  /** How the first opening was asked for, before this module had loaded. */
  openedBy: OpenedBy;
}

/**
 * AccountDropdown once it has been opened: Radix's dropdown menu with the same trigger. A module of its
 * own, loaded on the first intent to open (see AccountDropdown), so that first screens do not carry the
 * menu, popper and scroll-area layers. It mounts open.
 */
export function AccountMenu({
  activeAccount,
  otherAccounts = [],
  onSwitchAccount,
  dashboardHref,
  settingsHref,
  onLogout,
  labels,
  colorScheme,
  openedBy,
}: AccountMenuProps) {
  const idPrefix = useId();
  const activeLabelId = `${idPrefix}-active`;
  const switchLabelId = `${idPrefix}-switch`;
  const colorSchemeLabelId = `${idPrefix}-color-scheme`;
  // The open menu renders here, beside its trigger and so inside the top bar's banner landmark, rather
  // than at the end of the body, outside every landmark.
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  // It mounts to be opened, but opens once its portal target is there, so the list renders there at once.
  const [open, setOpen] = useState(true);
  const focusFirstItemByKeyboard = useFirstItemFocus(openedBy, '[role^="menuitem"]');

  return (
    <>
      {/* Not modal: the page stays scrollable and is not hidden from assistive technology while it is open. */}
      <RadixThemeScope>
        <DropdownMenu.Root modal={false} open={open && portalTarget !== null} onOpenChange={setOpen}>
          <DropdownMenu.Trigger>
            <button type="button" className={styles.trigger}>
              <TriggerFace account={activeAccount} />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            container={portalTarget ?? undefined}
            onFocus={focusFirstItemByKeyboard}
          >
            <DropdownMenu.Group aria-labelledby={activeLabelId}>
              <DropdownMenu.Label id={activeLabelId} className={styles.groupLabel}>
                {labels.activeAccount}
              </DropdownMenu.Label>
              <DropdownMenu.Label className={`${styles.account} ${styles.activeAccount}`}>
                <AccountAvatar account={activeAccount} />
                <Identity account={activeAccount} className={styles.identity} />
              </DropdownMenu.Label>
            </DropdownMenu.Group>
            {otherAccounts.length > 0 ? (
              <>
                <DropdownMenu.Separator />
                <DropdownMenu.Group aria-labelledby={switchLabelId}>
                  <DropdownMenu.Label id={switchLabelId} className={styles.groupLabel}>
                    {labels.switchAccount}
                  </DropdownMenu.Label>
                  {otherAccounts.map((account) => (
                    <DropdownMenu.Item
                      key={account.id}
                      className={styles.account}
                      onSelect={() => onSwitchAccount(account.id)}
                    >
                      <AccountAvatar account={account} />
                      <Identity account={account} className={styles.identity} />
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Group>
              </>
            ) : null}
            <DropdownMenu.Separator />
            {dashboardHref ? (
              <DropdownMenu.Item asChild>
                <Link href={dashboardHref}>{labels.dashboard}</Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item asChild>
              <Link href={settingsHref}>{labels.settings}</Link>
            </DropdownMenu.Item>
            {colorScheme ? (
              <>
                <DropdownMenu.Separator />
                <DropdownMenu.Label id={colorSchemeLabelId} className={styles.groupLabel}>
                  {colorScheme.labels.heading}
                </DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  aria-labelledby={colorSchemeLabelId}
                  value={colorScheme.value}
                  onValueChange={(value) => {
                    if (isColorScheme(value)) colorScheme.onChange(value);
                  }}
                >
                  {colorSchemes.map((scheme) => (
                    <DropdownMenu.RadioItem key={scheme} value={scheme}>
                      {colorScheme.labels[scheme]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </>
            ) : null}
            <DropdownMenu.Separator />
            <DropdownMenu.Item color="red" onSelect={onLogout}>
              {labels.logout}
              <ExitIcon className={styles.trailingIcon} aria-hidden="true" />
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </RadixThemeScope>
      <div ref={setPortalTarget} className={styles.portalTarget} />
    </>
  );
}
