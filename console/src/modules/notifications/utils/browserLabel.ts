/** A browser and its system as the agent's list of browsers names them ("Chrome on Linux"). */
export interface BrowserParts {
  browser: string;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung's browser also say "Chrome", Chrome also says "Safari",
// and Android also says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function parseUserAgent(userAgent: string): BrowserParts {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? 'Browser';
  const os = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  return { browser, os };
}

/**
 * The label stored with a push subscription. Kept in English like a device name: the agent sees
 * it on every browser of theirs, whatever language each one shows.
 */
export function browserLabel(userAgent: string): string {
  const { browser, os } = parseUserAgent(userAgent);
  return (os ? `${browser} on ${os}` : browser).slice(0, 100);
}
