const TAB_KEY = 'parley.tabId';

let fallback: string | undefined;

function newId(): string {
  // getRandomValues, not randomUUID: the console may be served over plain HTTP on a LAN, where
  // randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This tab's id: kept in sessionStorage, so a reload is the same tab and another tab is not. */
export function consoleTabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = newId();
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    // Storage disabled: one id for the life of the page.
    fallback ??= newId();
    return fallback;
  }
}
