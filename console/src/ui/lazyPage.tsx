import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { PageLoader } from './PageLoader';

/** A route page fetched on first visit; `preload` starts fetching it before it is rendered. */
export type LazyPage = ComponentType & { preload: () => void };
/** A lazily fetched component that takes props. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A route page fetched on first visit, with the page loader while its chunk arrives. The chunk is
 * awaited in state rather than by suspending (React.lazy): React holds a revealed Suspense fallback
 * on screen for at least 300 ms, which a page arriving a moment later (preloaded, main.tsx) would
 * wait out for nothing. A page already fetched renders at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazyComponent(load, PageLoader);
}

/** As lazyPage, for a part of a page: its props passed on, and its own placeholder while it arrives. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<NoInfer<P>> }>, Fallback: ComponentType): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null; // a failed fetch (network) is tried again on the next visit
        throw error;
      },
    );
    return pending;
  };
  function LazyPage(props: P) {
    const [state, setState] = useState<{ Page: ComponentType<P> | null; error?: unknown }>(() => {
      if (!loaded) void start().catch(() => undefined); // the effect below reports a failure
      return { Page: loaded };
    });
    useEffect(() => {
      if (state.Page || state.error) return undefined;
      let current = true;
      start().then(
        (Page) => current && setState({ Page }),
        (error: unknown) => current && setState({ Page: null, error }),
      );
      return () => {
        current = false;
      };
    }, [state]);
    // As a rejected lazy() import did: the nearest error boundary shows it.
    if (state.error) throw state.error;
    const { Page } = state;
    // Suspense stays for anything inside the page that suspends.
    return Page ? (
      <Suspense fallback={<Fallback />}>
        <Page {...props} />
      </Suspense>
    ) : (
      <Fallback />
    );
  }
  return Object.assign(LazyPage, { preload: () => void start().catch(() => undefined) });
}
