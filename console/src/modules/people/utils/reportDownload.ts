import { interfaceLanguage } from '../../../shared/i18n';
import { ApiError, CLIENT_TYPE, announceSessionLost, type ApiErrorBody } from '../../../shared/rest';

/** The file name a Content-Disposition header gives (RFC 6266 filename* first), or the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: try the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** A REST download path with its query and the console's client type (spec §7). */
export function downloadUrl(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, clientType: String(CLIENT_TYPE) });
  return `${path}?${params.toString()}`;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the time to start reading it before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a report with the cookie session and saves it (spec §7: the answer is a blob). A refusal
 * arrives as the REST error envelope and is raised as an ApiError.
 */
export async function downloadReport(url: string, fallbackName: string, fetcher: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    // The interface's language names the columns of reports that translate them.
    response = await fetcher(url, { credentials: 'same-origin', headers: { 'x-parley-lang': interfaceLanguage() } });
  } catch {
    throw new ApiError(0, { code: 0, message: 'Server connection failed' });
  }
  if (!response.ok) {
    if (response.status === 401) announceSessionLost();
    let body: ApiErrorBody = { code: response.status, message: response.statusText || 'Request failed' };
    try {
      const parsed = (await response.json()) as { error?: ApiErrorBody };
      if (parsed.error) body = parsed.error;
    } catch {
      // not JSON: keep the status text
    }
    throw new ApiError(response.status, body);
  }
  const name = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
