const KEY = 'parley.signedIn';

/**
 * Whether this browser was signed in when it last knew. The console opening on a signed-in address
 * fetches its app beside the session check when it was (no round trip lost); otherwise it asks
 * first, and a signed-out visitor gets the light sign-in screen (main.tsx). Only a hint: the
 * session itself is the HttpOnly cookie the server checks.
 */
export function probablySignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage can be disabled: ask first
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage can be disabled: the console then asks before it loads
  }
}
