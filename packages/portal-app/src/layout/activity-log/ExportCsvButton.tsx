import { Button, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { filterMessages } from './activity-messages';

/**
 * Saves a CSV text as a file. The server sends a byte order mark, which reading the answer as text drops:
 * it goes back in, so spreadsheets read non-ASCII names as UTF-8.
 */
function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has taken the file's bytes once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Exports the events the filters take, as the server streams them, to a CSV file. */
export function ExportCsvButton({ download, fileName }: { download: () => Promise<string>; fileName: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          saveCsv(await download(), fileName);
        } catch {
          toast({ variant: 'error', message: intl.formatMessage(filterMessages.exportFailed) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormattedMessage {...filterMessages.exportCsv} />
    </Button>
  );
}
