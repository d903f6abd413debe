import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoader } from '../ui/PageLoader';

/** A route page fetched on first visit; `preload` starts fetching it before it is rendered. */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * A route page fetched on first visit, with the page loader while its chunk arrives. A page whose
 * chunk has already arrived (preloaded) renders at once: going through lazy() would still suspend
 * for a tick, and React holds a revealed fallback on screen for a few hundred milliseconds.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed fetch (network) is tried again on the next visit
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(start);
  function LazyPage() {
    // Chosen once per mount, so a later render never swaps the page's element type (which would remount it).
    const [Page] = useState<ComponentType | null>(() => loaded);
    return <Suspense fallback={<PageLoader />}>{Page ? <Page /> : <Lazy />}</Suspense>;
  }
  return Object.assign(LazyPage, { preload: () => void start().catch(() => undefined) });
}
