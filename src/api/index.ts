export { createApiClient, resolveUrl, readCookie, wireKey, wireRequest, type ApiClientOptions, type EarlyAnswer, type WireRequest } from './client';
export { interpretMain, interpretLine, type Failure, type WireOutcome } from './result';
export { resolveErrorMessage, errorMessageId, type MessageLookup, type ResolveErrorOptions } from './errors';
export { API_PATHS } from './paths';
