import type { ProviderRequest } from '../../src/catalogue/provider';
import type { CommonParams, Ctx } from './params';

/** The list request at the provider's path (or the entry's override); null when the entry bundles a default list. */
export function listRequest(
  ctx: Ctx<CommonParams>,
  path: string,
  extra: Omit<ProviderRequest, 'path' | 'method'> & { method?: 'GET' | 'POST' } = {},
): ProviderRequest | null {
  if (ctx.params.defaultList !== undefined) return null;
  return { method: 'GET', ...extra, path: ctx.params.paths?.list ?? path };
}

/** The launch request at the provider's path (or the entry's override), with the entry's extra headers. */
export function launchRequest(
  ctx: Ctx<CommonParams>,
  path: string,
  extra: Omit<ProviderRequest, 'path' | 'method'> & { method?: 'GET' | 'POST' } = {},
): ProviderRequest {
  const req: ProviderRequest = { method: 'GET', ...extra, path: ctx.params.paths?.launch ?? path };
  if (ctx.params.launchHeaders) req.headers = { ...req.headers, ...ctx.params.launchHeaders };
  return req;
}
