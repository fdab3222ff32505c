import { API_ERROR_STATUS, type ApiErrorCode } from '@prepwell/contract';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one error type the API throws on purpose; the error handler turns it into a JSON answer. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = API_ERROR_STATUS[code];
  }
}
