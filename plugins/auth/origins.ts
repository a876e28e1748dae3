/**
 * Web origins as browsers send them in `Origin`: `scheme://host[:port]`, lower-case host, default port omitted, no
 * path. Lists of allowed origins (a form's, a publishable key's) hold exactly that form, so a check is a lookup.
 */
export const MAX_ORIGINS = 50;

/** Why a value is not an origin as a browser sends it, or null when it is one. */
export function originProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an origin such as https://example.org`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" is not an http or https origin`;
  if (url.origin !== value) return `"${value}" is not an origin as browsers send it (scheme://host[:port], no path or trailing slash): write ${url.origin}`;
  return null;
}

/** The first problem of a list of origins, or null. */
export function originsProblem(origins: readonly string[]): string | null {
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem) return problem;
  }
  return null;
}

/** The page a request comes from: its `Origin`, else the origin of its `Referer`; null when neither names one. */
export function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin !== null) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
