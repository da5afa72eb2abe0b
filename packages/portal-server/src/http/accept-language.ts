/**
 * Picks the best supported language for an Accept-Language header (RFC 9110 §12.5.4): ranges are
 * tried by descending q-value, in header order among equals; a range matches by its primary subtag
 * (`de-AT` -> `de`); `q=0` excludes; `*` and anything unmatched fall back.
 */
export function negotiateLanguage<L extends string>(
  header: string | undefined,
  supported: readonly L[],
  fallback: L,
): L {
  if (!header) return fallback;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const [key, value] = param.trim().split('=');
        if (key?.trim().toLowerCase() === 'q')
          q = value !== undefined && /^\s*[01](\.\d{0,3})?\s*$/.test(value) ? Number(value) : NaN;
      }
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((range) => range.primary !== '' && range.q > 0 && range.q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === '*') return fallback;
    const match = supported.find((language) => language === range.primary);
    if (match) return match;
  }
  return fallback;
}
