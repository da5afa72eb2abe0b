import { validationErrorSchema } from '@eventsuite/api-contract';
import { toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../api/client';
import { useCatalogue } from '../i18n/catalogue';
import { formMessages } from './form-messages';
import { checkSquareImageFile, type ImageRefusals } from './square-image-checks';

/** The first message of a 422 (the server's word on the file), if the failure is one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const parsed = validationErrorSchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  return parsed.data.errors.file?.[0] ?? Object.values(parsed.data.errors)[0]?.[0] ?? parsed.data.message;
}

export interface SquareImageUploadOptions<T> {
  refusals: ImageRefusals;
  /** Sends the multipart form with the one `file`; answers what the server stored. */
  upload: (formData: FormData) => Promise<T>;
  remove: () => Promise<T>;
  onChanged: (stored: T) => void;
}

/**
 * Upload and removal of a square image (avatar, logo; spec §5): the file is checked here first for a
 * quick answer, then by the server from its bytes, which decides. A refusal shows at the control
 * (`error`), success as spec §8's toasts, any other failure as "Failed to save.".
 */
export function useSquareImageUpload<T>({ refusals, upload, remove, onChanged }: SquareImageUploadOptions<T>) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (request: () => Promise<T>, success: string) => {
    setBusy(true);
    try {
      onChanged(await request());
      toast({ variant: 'success', message: success });
    } catch (failure) {
      const message = serverMessageOf(failure);
      if (message) setError(message);
      else toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    async uploadFile(file: File) {
      setError(undefined);
      const problem = await checkSquareImageFile(file, refusals);
      if (problem) {
        setError(catalogue.validationMessage(problem, catalogue.fieldLabel('file')));
        return;
      }
      const formData = new FormData();
      formData.set('file', file);
      await run(() => upload(formData), intl.formatMessage(formMessages.fileUploaded));
    },
    async removeFile() {
      setError(undefined);
      await run(remove, intl.formatMessage(formMessages.deleted));
    },
  };
}
