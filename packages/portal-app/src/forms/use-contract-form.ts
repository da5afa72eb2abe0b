import type { AnyEndpoint, EndpointResponse } from '@eventsuite/api-contract';
import { toast } from '@eventsuite/design-system';
import { useMemo, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type * as z from 'zod/v4/core';
import { ApiError, callEndpoint, type RequestOptions } from '../api/client';
import { useCatalogue } from '../i18n/catalogue';
import { contractResolver } from './contract-resolver';
import { formMessages } from './form-messages';
import { fieldPathsOf, mapServerErrors } from './server-errors';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { displayedValidationMessage } from './validation-messages';

// The form-level error of a 422 whose keys name no field of the form.
const serverErrorPath = 'root.server';

export interface ContractFormOptions<S extends z.$ZodType<FieldValues, FieldValues>, E extends AnyEndpoint> {
  /** The contract schema of what is sent, usually the endpoint's body schema. */
  schema: S;
  endpoint: E;
  defaultValues: DefaultValues<z.input<S>>;
  /** The request for the checked values; by default they are the body. */
  request?: (values: z.output<S>) => RequestOptions<E>;
  /** What the fields hold after a save (the form is clean again); by default what they hold now. */
  savedValues?: (response: EndpointResponse<E>, submitted: z.output<S>) => z.input<S>;
  onSaved?: (response: EndpointResponse<E>, submitted: z.output<S>) => void | Promise<void>;
  /** Handles a failure itself (e.g. a 409) and returns true; otherwise the form shows "Failed to save.". */
  onFailed?: (error: unknown) => boolean;
  /** The success toast; null for none. */
  savedMessage?: MessageDescriptor | null;
  /** Warn before leaving with unsaved changes; off for forms inside dialogs. */
  guardUnsavedChanges?: boolean;
}

export interface ContractForm<S extends z.$ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** For <form onSubmit>. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The field's messages for FormField's `errors`, worded with the field's label; undefined without. */
  errorsOf: (name: FieldPath<z.input<S>>, label: string) => string[] | undefined;
  /** Server messages for keys the form has no field for. */
  formError: string | undefined;
  submitting: boolean;
  dirty: boolean;
}

/**
 * react-hook-form over a contract schema and endpoint (ARCHITECTURE §4): validates with the schema,
 * and on submit clears the errors, sends the request, puts the first message of each field of a 422
 * at that field, toasts "Saved successfully." or "Failed to save." (spec §8), and takes the saved
 * values as the new clean state. Unsaved changes are guarded (spec §4).
 */
export function useContractForm<S extends z.$ZodType<FieldValues, FieldValues>, E extends AnyEndpoint>({
  schema,
  endpoint,
  defaultValues,
  request,
  savedValues,
  onSaved,
  onFailed,
  savedMessage = formMessages.saved,
  guardUnsavedChanges = true,
}: ContractFormOptions<S, E>): ContractForm<S> {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const resolver = useMemo(() => contractResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(guardUnsavedChanges && isDirty && !isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    try {
      const options = request ? request(values) : ({ body: values } as RequestOptions<E>);
      const response = await (callEndpoint as (e: E, o: RequestOptions<E>) => Promise<EndpointResponse<E>>)(
        endpoint,
        options,
      );
      form.reset(savedValues ? savedValues(response, values) : form.getValues());
      if (savedMessage) toast({ variant: 'success', message: intl.formatMessage(savedMessage) });
      await onSaved?.(response, values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const mapped = mapServerErrors(error.body, fieldPathsOf(form.getValues()));
        if (mapped) {
          Object.entries(mapped.fields).forEach(([name, message], index) =>
            form.setError(name as FieldPath<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (mapped.form.length > 0)
            form.setError(serverErrorPath, { type: 'server', message: mapped.form.join(' ') });
          return;
        }
      }
      if (onFailed?.(error)) return;
      toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    }
  });

  const errorsOf = (name: FieldPath<z.input<S>>, label: string) => {
    // From `errors` (already subscribed), not getFieldState, which would re-render on every dirty field.
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return message ? [displayedValidationMessage(catalogue, message, label)] : undefined;
  };

  return {
    form,
    onSubmit,
    errorsOf,
    formError: errors.root?.server?.message,
    submitting: isSubmitting,
    dirty: isDirty,
  };
}
