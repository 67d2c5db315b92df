import { apiBasePath, refreshSession } from './api-client.ts';
import { ApiError, messageForStatus } from './api-error.ts';

/**
 * Downloads a file the API builds (a PDF or CSV report): fetched with the session like every call,
 * refreshed once on a 401, then saved under the server's file name. A plain link would fail with a
 * bare 401 page once the short-lived access cookie has expired.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const get = () =>
    fetch(`${apiBasePath}${path}`, {
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { message?: string } }
      | undefined;
    throw new ApiError({
      status: response.status,
      message: body?.error?.message || messageForStatus(response.status),
    });
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
