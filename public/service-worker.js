// Croupier service worker: takes over immediately and caches nothing, so a deploy or a
// brand config change is always served fresh. Replacing old workers is its only job.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
