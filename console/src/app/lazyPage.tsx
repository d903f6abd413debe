import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../ui/PageLoader';

/** A route page fetched on first visit, with the page loader while its chunk arrives. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}
