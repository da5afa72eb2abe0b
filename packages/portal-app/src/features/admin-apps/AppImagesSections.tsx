import { adminAppsEndpoints, appScreenshotRules, squareImageRules, type AdminApp } from '@eventsuite/api-contract';
import { Avatar, AvatarUpload, Button, FileDrop, toast } from '@eventsuite/design-system';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { imageFileProblem } from '../../forms/square-image-checks';
import { serverMessageOf, useSquareImageUpload } from '../../forms/use-square-image-upload';
import { useCatalogue } from '../../i18n/catalogue';
import {
  appAdminMessages as messages,
  logoHintMessage,
  logoPictureMessage,
  screenshotAltMessage,
  screenshotHintMessage,
} from './admin-apps-messages';
import * as styles from './AdminApps.css';

interface SectionProps {
  app: AdminApp;
  /** Without admin_can_edit_apps: the pictures only, no controls. */
  readOnly?: boolean;
  onChanged: (app: AdminApp) => void;
}

/** The app's logo: the avatar's rules and flow (spec §5), on the app's endpoints. */
export function AppLogoSection({ app, readOnly = false, onChanged }: SectionProps) {
  const intl = useIntl();
  const params = { app: app.id };
  const { busy, error, uploadFile, removeFile } = useSquareImageUpload({
    refusals: { type: 'logo_type', dimensions: 'logo_dimensions' },
    upload: async (formData) => (await callEndpoint(adminAppsEndpoints.uploadAppLogo, { params, formData })).data,
    remove: async () => (await callEndpoint(adminAppsEndpoints.deleteAppLogo, { params })).data,
    onChanged,
  });

  return (
    <section className={styles.section} aria-labelledby="app-logo-heading">
      <h2 id="app-logo-heading" className={styles.sectionHeading}>
        <FormattedMessage {...messages.logoHeading} />
      </h2>
      {readOnly ? (
        <Avatar
          src={avatarUrlOf(app.logo)}
          firstName={app.display_name}
          size="xlarge"
          label={intl.formatMessage(logoPictureMessage, { name: app.display_name })}
        />
      ) : (
        <AvatarUpload
          src={avatarUrlOf(app.logo)}
          firstName={app.display_name}
          pictureLabel={intl.formatMessage(logoPictureMessage, { name: app.display_name })}
          uploadLabel={intl.formatMessage(messages.logoUpload)}
          removeLabel={intl.formatMessage(messages.logoRemove)}
          accept={squareImageRules.mimeTypes.join(',')}
          hint={intl.formatMessage(logoHintMessage, { minSide: squareImageRules.minSidePixels })}
          error={error}
          busy={busy}
          onFileSelected={(file) => void uploadFile(file)}
          onRemove={() => void removeFile()}
        />
      )}
    </section>
  );
}

/**
 * The app's screenshots in the order its page shows them: added with a file drop (jpg or png of at most
 * 3MB, checked here first and by the server from the bytes), moved up and down, removed.
 */
export function AppScreenshotsSection({ app, readOnly = false, onChanged }: SectionProps) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const section = useRef<HTMLElement>(null);
  // After a move or a removal, the control to focus once the list shows the change and the buttons are
  // enabled again (the one pressed is gone or was disabled meanwhile): a selector within the item now at
  // `index`, or, when the list has emptied, the file drop's button.
  const focusAfter = useRef<{ index: number; selector: string }>(undefined);
  const order = app.screenshots.map((screenshot) => screenshot.id).join(' ');
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || busy) return;
    const items = section.current?.querySelectorAll('li');
    const item = items?.[Math.min(pending.index, items.length - 1)];
    const target = item
      ? item.querySelector<HTMLElement>(pending.selector)
      : section.current?.querySelector<HTMLElement>('[role="group"] button');
    if (!target) return;
    target.focus();
    focusAfter.current = undefined;
  }, [order, busy]);
  const params = { app: app.id };
  const count = app.screenshots.length;

  const run = async (request: () => Promise<{ data: AdminApp }>, success: string) => {
    setBusy(true);
    try {
      onChanged((await request()).data);
      toast({ variant: 'success', message: success });
      return true;
    } catch (failure) {
      const message = serverMessageOf(failure);
      if (message) setError(message);
      else toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (file: File) => {
    setError(undefined);
    const problem = imageFileProblem(file, { type: 'screenshot_type', dimensions: 'screenshot_dimensions' });
    if (problem) return setError(catalogue.validationMessage(problem, catalogue.fieldLabel('file')));
    const formData = new FormData();
    formData.set('file', file);
    await run(
      () => callEndpoint(adminAppsEndpoints.uploadAppScreenshot, { params, formData }),
      intl.formatMessage(formMessages.fileUploaded),
    );
  };

  /** Moves a screenshot one place up (-1) or down (1) and saves the new order. */
  const move = async (index: number, by: -1 | 1) => {
    const next = app.screenshots.map((screenshot) => screenshot.id);
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setError(undefined);
    // The moved screenshot's button of the same direction, or the other one where it cannot go on.
    const target = index + by;
    const canGoOn = by < 0 ? target > 0 : target < count - 1;
    const direction = by < 0 === canGoOn ? 'up' : 'down';
    focusAfter.current = {
      index: target,
      selector: `[data-screenshot="${CSS.escape(moved!)}"][data-move="${direction}"]`,
    };
    const saved = await run(
      () => callEndpoint(adminAppsEndpoints.reorderAppScreenshots, { params, body: { screenshots: next } }),
      intl.formatMessage(formMessages.saved),
    );
    if (!saved) focusAfter.current = undefined;
  };

  /** Removes a screenshot; focus goes to the remove button of the one taking its place. */
  const remove = async (index: number, id: string) => {
    setError(undefined);
    focusAfter.current = { index, selector: '[data-remove]' };
    const removed = await run(
      () => callEndpoint(adminAppsEndpoints.deleteAppScreenshot, { params: { app: app.id, screenshot: id } }),
      intl.formatMessage(formMessages.deleted),
    );
    if (!removed) focusAfter.current = undefined;
  };

  return (
    <section ref={section} className={styles.section} aria-labelledby="app-screenshots-heading">
      <h2 id="app-screenshots-heading" className={styles.sectionHeading}>
        <FormattedMessage {...messages.screenshotsHeading} />
      </h2>
      {count === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.screenshotsEmpty} />
        </p>
      ) : (
        <ul className={styles.screenshots}>
          {app.screenshots.map((screenshot, index) => {
            const alt = intl.formatMessage(screenshotAltMessage, {
              name: app.display_name,
              position: index + 1,
              count,
            });
            const named = (action: string) => `${action}: ${alt}`;
            return (
              <li key={screenshot.id} className={styles.screenshot}>
                <img className={styles.screenshotImage} src={avatarUrlOf(screenshot.file)} alt={alt} />
                {readOnly ? null : (
                  <div className={styles.toolbar}>
                    <Button
                      variant="secondary"
                      aria-label={named(intl.formatMessage(messages.moveUp))}
                      data-screenshot={screenshot.id}
                      data-move="up"
                      disabled={busy || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      <FormattedMessage {...messages.moveUp} />
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={named(intl.formatMessage(messages.moveDown))}
                      data-screenshot={screenshot.id}
                      data-move="down"
                      disabled={busy || index === count - 1}
                      onClick={() => void move(index, 1)}
                    >
                      <FormattedMessage {...messages.moveDown} />
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={named(intl.formatMessage(messages.remove))}
                      data-remove
                      disabled={busy}
                      onClick={() => void remove(index, screenshot.id)}
                    >
                      <FormattedMessage {...messages.remove} />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {readOnly ? null : (
        <FileDrop
          label={intl.formatMessage(messages.screenshotUpload)}
          buttonLabel={intl.formatMessage(messages.screenshotChoose)}
          dropText={intl.formatMessage(messages.screenshotDrop)}
          hint={intl.formatMessage(screenshotHintMessage, {
            minSide: appScreenshotRules.minSidePixels,
            maxCount: appScreenshotRules.maxCount,
          })}
          accept={squareImageRules.mimeTypes.join(',')}
          error={error}
          busy={busy}
          disabled={count >= appScreenshotRules.maxCount}
          onFile={(file) => void upload(file)}
        />
      )}
    </section>
  );
}
