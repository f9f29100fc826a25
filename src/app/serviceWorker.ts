/**
 * Old service workers are unregistered; the brand's worker (brand.serviceWorker, default
 * /service-worker.js) is registered only if the deployment actually serves that file.
 */
export async function refreshServiceWorker(path: string): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    const regs = await navigator.serviceWorker.getRegistrations();
    await Promise.all(regs.map((r) => r.unregister()));
    const head = await fetch(path, { method: 'HEAD', cache: 'no-store' });
    const type = head.headers.get('content-type') ?? '';
    if (head.ok && type.includes('javascript')) await navigator.serviceWorker.register(path);
  } catch (err) {
    console.warn('[croupier] service worker not registered', err);
  }
}
