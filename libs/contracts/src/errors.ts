/** One invalid field of a request, as the API reports it. */
export interface FieldError {
  field: string;
  message: string;
  /** What went wrong, for a translated message (issue 16.1): zod's issue code; `params` holds its limits. */
  code?: string;
  params?: Record<string, string | number>;
}

/** The body of every 4xx/5xx response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: FieldError[];
  /** The message's code in the `errors` namespace of the web (API_ERROR_CODES), and its variable parts. */
  code?: string;
  params?: Record<string, string | number>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && typeof value.statusCode === 'number' && 'message' in value && typeof value.message === 'string';
}
