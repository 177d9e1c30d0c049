/**
 * The typed errors the client raises. Nothing else ever leaves `client.request`:
 * callers can switch on `kind` exhaustively (spec section 8, Handling).
 */
export type ApiErrorKind = 'network' | 'http' | 'validation' | 'shape';

/** Base class of every error the client raises. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** `METHOD /path` of the call that failed. */
  readonly endpoint: string;

  protected constructor(endpoint: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.endpoint = endpoint;
  }
}

/** The request never produced a response: offline, DNS, CORS, or the timeout fired. */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  /** True when the client's own timeout aborted the request. */
  readonly timedOut: boolean;

  constructor(endpoint: string, timedOut: boolean, cause?: unknown) {
    super(endpoint, timedOut ? `${endpoint} timed out` : `${endpoint} could not be reached`, {
      cause,
    });
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

/** The server answered with a non-2xx status (spec section 8: "Error {status}: {statusText}"). */
export class HttpError extends ApiError {
  readonly kind = 'http';
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body when there was one, for callers that read details (402, 422). */
  readonly body: unknown;

  constructor(endpoint: string, status: number, statusText: string, body: unknown) {
    super(endpoint, `Error ${status}: ${statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The response body did not match the endpoint's zod schema. */
export class ResponseShapeError extends ApiError {
  readonly kind = 'shape';
  /** Dotted path of the first failing field, `(root)` for the body itself. */
  readonly path: string;

  constructor(endpoint: string, path: string, detail: string) {
    super(endpoint, `${endpoint} answered an unexpected shape at ${path}: ${detail}`);
    this.name = 'ResponseShapeError';
    this.path = path;
  }
}

/**
 * One field error of a 422 answer. The spec leaves the violation format open (section 5, Form
 * validation); this is the contract the backend implements (see README, "422 violations").
 */
export interface Violation {
  /** Dotted path of the offending field in the request body, for example `addressLine1` or `cartItems.0.locations`. Empty for a form-wide error. */
  propertyPath: string;
  /** Translation key the form shows, for example `validation.required`. */
  key: string;
  /** ICU parameters of the key, for example `{ num: 8 }`. */
  params: Record<string, unknown>;
  /** Optional server text, for logs only: the api layer carries keys, the app translates. */
  message?: string;
}

/** HTTP 422 with violations: returned to the caller for the form to show field errors (spec section 5). */
export class ValidationError extends ApiError {
  readonly kind = 'validation';
  readonly status = 422;
  /** The field errors, in the order the server gave them. */
  readonly violations: Violation[];

  constructor(endpoint: string, violations: Violation[]) {
    super(endpoint, `${endpoint} rejected the input (${violations.length} violations)`);
    this.name = 'ValidationError';
    this.violations = violations;
  }
}
