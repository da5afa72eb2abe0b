/**
 * Asks for `url` as the browser would open it (same-origin cookies, HTML), following redirects, and
 * answers where they ended and whether that answered 2xx; the page itself is not read. Undefined when
 * the request failed. Only for same-origin addresses that are pages, not API endpoints.
 */
export async function pageLanding(url: URL): Promise<{ ok: boolean; url: string } | undefined> {
  const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }).catch(
    () => undefined,
  );
  if (!response) return undefined;
  void response.body?.cancel().catch(() => undefined);
  return { ok: response.ok, url: response.url || url.href };
}
