import { useCallback, useState } from 'react';

const KEY = 'parley.inbox.filtersCollapsed';

function stored(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the filter panel is folded away; remembered on this browser. */
export function useFiltersCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(stored);
  const set = useCallback((next: boolean) => {
    setState(next);
    try {
      window.localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [collapsed, set];
}
