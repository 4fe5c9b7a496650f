/**
 * Plain-words explanations of every error code: shown next to errors in the app and listed on /docs/errors.
 * Keyed by the generated ErrorCode union, so a code added to the contract fails the build until it is explained.
 */
import type { ClientErrorCode, ErrorCode } from './errors';
import { formatCount } from '../lib/money';
import { MAX_BODY_BYTES, MAX_RESULT_WINDOW } from '../../rules/limits';

export interface ErrorExplanation {
  status: number;
  /** What happened, in plain words, as a heading. */
  title: string;
  meaning: string;
  action: string;
}

export const ERROR_CATALOG: Record<ErrorCode, ErrorExplanation> = {
  missing_api_key: {
    status: 401,
    title: 'An API key is needed',
    meaning: 'The request had no Authorization header, or it was not of the form "Bearer sk_live_…".',
    action: 'Paste your key in the API key dialog, or create a free one there with your email address.',
  },
  invalid_api_key: {
    status: 401,
    title: 'The API key was not accepted',
    meaning: 'The key is unknown, malformed, or has been revoked.',
    action: 'Check that the whole key was pasted, or create a new free key.',
  },
  quota_exceeded: {
    status: 429,
    title: "This month's requests are used up",
    meaning:
      'The key has used all the requests of its monthly quota (the limit is in every answer’s RateLimit headers). The quota resets at the start of the next calendar month (UTC).',
    action:
      'Wait until the reset time shown; data already loaded stays on screen. A 429 answer does not count against the quota.',
  },
  signup_rate_limited: {
    status: 429,
    title: 'Too many keys created from this address',
    meaning: 'Sign-ups are throttled per network address to keep the free plan fair.',
    action: 'Try again later, or paste a key you already have.',
  },
  invalid_json: {
    status: 400,
    title: 'The request body was not valid JSON',
    meaning: 'The server could not parse the body of a POST request.',
    action: 'Send a JSON object; in this app, reload the page and try again.',
  },
  parameter_missing: {
    status: 400,
    title: 'A required field is missing',
    meaning: 'A field the endpoint needs (such as q for searches) was not sent.',
    action: 'Fill in the field named in the message and try again.',
  },
  parameter_invalid: {
    status: 400,
    title: 'A field has a wrong value',
    meaning: `A field had the wrong type or was out of range, for example a state that is not a two-letter US code or an offset beyond the first ${formatCount(MAX_RESULT_WINDOW)} results (continue with the page cursor instead), a cursor sent with another request, or two fields did not go together, such as sorting by distance without a point to measure from. Only expand=menu is accepted.`,
    action: 'Correct the field named in the message. Values are never clamped silently.',
  },
  parameter_unknown: {
    status: 400,
    title: 'An unknown field was sent',
    meaning: 'The request carried a field the endpoint does not define.',
    action: 'Remove the field named in the message.',
  },
  invalid_restaurant_id: {
    status: 400,
    title: 'That is not a restaurant id',
    meaning: 'Restaurant ids look like rst_ followed by 12 letters and digits.',
    action: 'Check the link; search for the restaurant again to get its page.',
  },
  cursor_expired: {
    status: 400,
    title: 'The page cursor has expired',
    meaning:
      'The cursor was issued on a catalog that has since been replaced (rebuilt or swapped), so the place it marked no longer exists.',
    action: 'Start the list again from its first page; in this app, go back to the first page of results.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'The request body must be JSON',
    meaning: 'A POST request was sent without Content-Type: application/json.',
    action: 'Send the body as JSON with that content type.',
  },
  payload_too_large: {
    status: 413,
    title: 'The request body is too large',
    meaning: `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KiB.`,
    action: 'Send a shorter query.',
  },
  request_timeout: {
    status: 408,
    title: 'The request arrived too slowly',
    meaning:
      'The server stopped waiting for the rest of the request (its headers or body) and closed the connection, so a stalled client cannot hold it open.',
    action:
      'Send the request again; on a slow network, check that nothing between you and the API holds requests back.',
  },
  restaurant_not_found: {
    status: 404,
    title: 'No such restaurant',
    meaning: 'No restaurant has this id in the current dataset.',
    action: 'Search for the restaurant by name to find its current page.',
  },
  city_not_found: {
    status: 404,
    title: 'No such city in the dataset',
    meaning:
      'The dataset has no restaurants in a city of that name in that state. For dish prices, param says which ' +
      'of the cities asked for it was (cities[0] is the first).',
    action: 'Check the spelling and the state; cities are matched without regard to case.',
  },
  route_not_found: {
    status: 404,
    title: 'No such API address',
    meaning: 'The request went to a path the API does not have.',
    action: 'Check the API base URL in Settings.',
  },
  method_not_allowed: {
    status: 405,
    title: 'Wrong method for this address',
    meaning: 'The path exists but does not accept this HTTP method; the Allow header lists the ones it does.',
    action: 'Use one of the methods listed in the Allow header.',
  },
  upstream_unavailable: {
    status: 503,
    title: 'The data store is unavailable',
    meaning:
      'The API is up but could not reach the restaurant data store, or the store has more queries waiting than it ' +
      'accepts at the moment (then the Retry-After header says after how many seconds to try again).',
    action: 'Try again after the Retry-After delay, or in a minute; this is on our side.',
  },
  internal_error: {
    status: 500,
    title: 'Something went wrong on our side',
    meaning: 'The API failed in a way it did not expect. No details of the failure are sent to clients.',
    action: 'Try again; if it keeps happening, report the request id.',
  },
};

export const CLIENT_ERROR_CATALOG: Record<ClientErrorCode, Omit<ErrorExplanation, 'status'>> = {
  network_error: {
    title: 'The API could not be reached',
    meaning: 'The browser got no answer: the network is down, the server is not running, or the API base URL is wrong.',
    action: 'Check your connection and the API base URL in Settings, then try again.',
  },
  unexpected_response: {
    title: 'The server gave an unexpected answer',
    meaning: 'An answer came back without the API’s error details, often from a proxy or a wrong API base URL.',
    action: 'Check the API base URL in Settings.',
  },
};

/**
 * The API's own message, except where it speaks to a programmer: a missing or refused key is said in the app's
 * words (the server's text names the Authorization header and shows its example key redacted).
 */
const IN_APP_MESSAGES: Partial<Record<ErrorCode | ClientErrorCode, string>> = {
  missing_api_key: 'Searches and data need a free API key. Paste yours, or create one with your email address.',
  invalid_api_key: 'This API key was not accepted: it may be mistyped, or it has been revoked.',
};

export function messageForPeople(error: { code: ErrorCode | ClientErrorCode; message: string }): string {
  return IN_APP_MESSAGES[error.code] ?? error.message;
}

export function explainError(code: ErrorCode | ClientErrorCode): Omit<ErrorExplanation, 'status'> {
  return code in ERROR_CATALOG ? ERROR_CATALOG[code as ErrorCode] : CLIENT_ERROR_CATALOG[code as ClientErrorCode];
}
