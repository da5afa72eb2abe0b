import { Button, toast } from '@eventsuite/design-system';
import { useIntl } from 'react-intl';
import { appSignInMessages, copiedMessage, copyMessage } from './app-sign-in-messages';
import * as styles from './AppSignInSection.css';

/** Copies `value` to the clipboard and says so; when the browser refuses, says how to copy by hand. */
export function useCopy() {
  const intl = useIntl();
  return async (value: string, name: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ variant: 'success', message: intl.formatMessage(copiedMessage, { name }) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(appSignInMessages.copyFailed) });
    }
  };
}

/** A value to enter in the app's configuration, as selectable text with a copy button named after it. */
export function CopyValue({
  value,
  name,
  className = styles.code,
}: {
  value: string;
  name: string;
  className?: string;
}) {
  const intl = useIntl();
  const copy = useCopy();
  return (
    <>
      <code className={className}>{value}</code>
      <Button variant="secondary" onClick={() => void copy(value, name)}>
        {intl.formatMessage(copyMessage, { name })}
      </Button>
    </>
  );
}
