import { useCallback } from 'react';
import { apiErrorMessage, apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { fieldErrors, type FieldErrors } from './field.js';

type ApiError = Parameters<typeof apiErrorMessage>[0];

/**
 * Reports a failed API call: the server's reason in an error toast titled `summary`, and with
 * `setErrors` its per-field reasons on the form's fields.
 */
export function useApiFailure() {
  const dispatch = useAppDispatch();
  return useCallback(
    (summary: string, error: ApiError, setErrors?: (errors: FieldErrors) => void) => {
      setErrors?.(fieldErrors(apiFieldErrors(error)));
      dispatch(notify({ severity: 'error', summary, detail: apiErrorMessage(error) }));
    },
    [dispatch],
  );
}
