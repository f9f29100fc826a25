import { useEffect, useState } from 'react';
import type { ApiRequest, ApiResult } from '../../ports/env';
import { useEnv } from '../../ui/StoreContext';

export type ApiData<T> = { loading: true } | { loading: false; result: ApiResult<T> };

/** One platform call for a page, re-run when `key` changes (e.g. the language). Null request = skip. */
export function useApiData<T>(request: ApiRequest | null, key: string): ApiData<T> {
  const env = useEnv();
  const [state, setState] = useState<{ key: string; result: ApiResult<T> } | null>(null);
  useEffect(() => {
    if (!request) return;
    let live = true;
    void env.api.request<T>(request).then((result) => live && setState({ key, result }));
    return () => {
      live = false;
    };
    // The request is described by `key`; re-running on object identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env, key]);
  if (!state || state.key !== key) return { loading: true };
  return { loading: false, result: state.result };
}
