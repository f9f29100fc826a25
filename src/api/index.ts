export { createApiClient, resolveUrl, readCookie, type ApiClientOptions } from './client';
export { interpretMain, interpretLine, type Failure, type WireOutcome } from './result';
export { resolveErrorMessage, errorMessageId, type MessageLookup, type ResolveErrorOptions } from './errors';
export { API_PATHS } from './paths';
