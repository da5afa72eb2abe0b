import type { CatalogueApp } from '@eventsuite/api-contract';
import { Button, ConfirmDialog, toast } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentUserAtom } from '../../session/atoms';
import { appsMessages, companyUninstallConfirmText, uninstallConfirmText } from './apps-messages';
import { useAppChanges } from './use-apps';
import { refusalMessage } from '../../api/refusal';

/**
 * Install or uninstall (after a confirmation) an app for the account, for those who may (`can_change`):
 * a personal user for themselves, in a company its owner or a holder of can_edit_company_apps for the
 * whole company. Nothing for anyone else.
 */
export function AppActions({ app }: { app: CatalogueApp }) {
  const intl = useIntl();
  const inCompany = useAtomValue(currentUserAtom)?.company != null;
  const { install, uninstall } = useAppChanges();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = app.display_name;

  const failed = (error: unknown) =>
    toast({
      variant: 'error',
      message: refusalMessage(error, [409, 403]) ?? intl.formatMessage(appsMessages.changeFailed),
    });

  async function installApp() {
    setBusy(true);
    try {
      await install(app);
      toast({ variant: 'success', message: intl.formatMessage(appsMessages.installedToast) });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function uninstallApp() {
    try {
      await uninstall(app);
    } catch (error) {
      failed(error);
      // A refusal closes the dialog (its toast says why); anything else keeps it open to try again.
      if (refusalMessage(error, [409, 403])) return;
      throw error;
    }
    toast({ variant: 'success', message: intl.formatMessage(appsMessages.uninstalledToast) });
  }

  if (!app.can_change) return null;
  if (app.availability === 'installable') {
    return (
      <Button variant="primary" busy={busy} onClick={() => void installApp()}>
        <FormattedMessage {...appsMessages.install} />
      </Button>
    );
  }
  if (!app.installed) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <FormattedMessage {...appsMessages.uninstall} />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="destructive"
        title={intl.formatMessage(appsMessages.uninstallTitle)}
        text={intl.formatMessage(inCompany ? companyUninstallConfirmText : uninstallConfirmText, { app: name })}
        confirmLabel={intl.formatMessage(appsMessages.uninstall)}
        cancelLabel={intl.formatMessage(appsMessages.cancel)}
        onConfirm={uninstallApp}
      />
    </>
  );
}
