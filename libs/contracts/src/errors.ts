/** One invalid field of a request, as the API reports it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The body of every 4xx/5xx response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: FieldError[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    typeof value.statusCode === 'number' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}
