/**
 * Saves a file the API answered (lib/request.ts) under `name`, as a download. A plain link would fail
 * with a bare 401 page once the short-lived access cookie has expired, so the file is fetched with the
 * session first and handed to the browser here.
 */
export function saveFile(blob: Blob, name: string) {
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
