import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Blocks waiting for their turn, page-wide: one is mounted per idle moment, in order, so a long page
 * fills in behind the first screen without one long task for all of it.
 */
const queue: (() => void)[] = [];
let draining = false;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 50);
}

function drain(): void {
  if (draining) return;
  draining = true;
  whenIdle(() => {
    draining = false;
    const next = queue.shift();
    next?.();
    if (queue.length) drain();
  });
}

/**
 * Renders `children` once the block is near the screen (within one screen height) or, failing that,
 * when the page is idle — whichever comes first; until then `placeholder`, which must hold the block's
 * space so nothing moves when it is swapped in. The mount is a transition, so React renders it in
 * slices and a tap is never kept waiting behind a block below the fold. `eager` renders at once.
 */
export function DeferredMount({ children, placeholder, eager = false }: { children: ReactNode; placeholder: ReactNode; eager?: boolean }) {
  const [mounted, setMounted] = useState(eager);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mounted) return;
    let done = false;
    const mount = () => {
      if (done) return;
      done = true;
      startTransition(() => setMounted(true));
    };
    const el = ref.current;
    const io =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && mount(), { rootMargin: '100% 0px' })
        : undefined;
    if (el) io?.observe(el);
    queue.push(mount);
    drain();
    return () => {
      done = true;
      io?.disconnect();
      const i = queue.indexOf(mount);
      if (i >= 0) queue.splice(i, 1);
    };
  }, [mounted]);
  if (mounted) return <>{children}</>;
  return (
    <div ref={ref} data-testid="deferred-block">
      {placeholder}
    </div>
  );
}
