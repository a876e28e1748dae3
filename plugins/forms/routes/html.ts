import type { ApiError } from '../../../src/errors.ts';
import { pathOf, requestFacts } from '../../../src/request-context.ts';
import { bodyKind } from '../service/submit.ts';
import { escapeHtml } from '../../../src/html.ts';
import { isWebUrl } from '../service/settings.ts';

/**
 * HTML posts: a form-encoded or multipart submission from a client that ranks text/html above application/json
 * in Accept — what a browser sends for a plain `<form method="post">`. Such a post is answered with a redirect or
 * a small server-rendered page (escaped, no external assets, no script) instead of JSON, errors included; every
 * other client (a `fetch()` with FormData asking for JSON too) gets the JSON replies.
 */
const SUBMIT_PATH = /^\/v1\/f\/[^/]+\/?$/;

interface MediaRange { type: string; q: number }

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const q = quality === undefined ? 1 : Number(quality.slice(2));
    return { type, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
  });
}

/** The quality the client gives a media type: that of the most specific range matching it (RFC 9110 §12.5.1). */
function qualityOf(ranges: readonly MediaRange[], type: string): number {
  const candidates = [type, `${type.split('/', 1)[0]}/*`, '*/*'];
  for (const candidate of candidates) {
    const range = ranges.find((item) => item.type === candidate);
    if (range) return range.q;
  }
  return 0;
}

/** True when the Accept header ranks text/html strictly above application/json. */
export function prefersHtml(accept: string | null): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  return qualityOf(ranges, 'text/html') > qualityOf(ranges, 'application/json');
}

/** Decided from the request alone, so refusals before the route (key, limits, body size) are answered alike. */
export function isHtmlPost(request: Request): boolean {
  return request.method === 'POST'
    && SUBMIT_PATH.test(requestFacts(request)?.pathname ?? pathOf(request.url))
    && bodyKind(request.headers.get('content-type')) === 'form'
    && prefersHtml(request.headers.get('accept'));
}


export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': 'default-src \'none\'; style-src \'unsafe-inline\'; base-uri \'none\'; form-action \'none\'',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}'
  + 'h1{font-size:1.5rem}li{margin:.25rem 0}a{color:#0645ad}';

/** The page the post came from, when the browser named one (an http(s) URL); the "way back" link. */
const backLink = (request: Request) => {
  const referer = request.headers.get('referer');
  return referer && isWebUrl(referer)
    ? `<p><a href="${escapeHtml(referer)}">Back to the form</a></p>`
    : '<p>Use your browser\'s Back button to return to the form.</p>';
};

function page(title: string, body: string, request: Request): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}${backLink(request)}</body></html>`;
}

export const thankYouPage = (request: Request) => page('Thank you', '<p>Your submission was received.</p>', request);

/** Page titles by status; the message is the JSON reply's. */
const TITLES: Record<number, string> = {
  400: 'Please check the form',
  401: 'This form cannot take submissions right now',
  403: 'This form cannot take submissions right now',
  404: 'This form does not exist',
  409: 'This submission was already sent with other values',
  413: 'The submission is too large',
  415: 'Files cannot be uploaded with this form',
  429: 'Too many submissions',
};

function fieldList(fields: unknown): string {
  if (!fields || typeof fields !== 'object') return '';
  const items = Object.entries(fields).map(([name, reason]) => `<li><strong>${escapeHtml(name)}</strong> ${escapeHtml(String(reason))}</li>`);
  return items.length ? `<ul>${items.join('')}</ul>` : '';
}

/** The error as a page for an HTML post (same status and message, the fields named), or null for JSON. */
export function htmlErrorPage(request: Request, failure: ApiError): { body: string; headers: Record<string, string> } | null {
  if (!isHtmlPost(request)) return null;
  const title = TITLES[failure.status] ?? (failure.status >= 500 ? 'Something went wrong on our side' : 'The submission was not accepted');
  const retry = failure.status >= 500 || failure.status === 429 ? '<p>Please try again in a moment.</p>' : '';
  return { body: page(title, `<p>${escapeHtml(failure.message)}</p>${fieldList(failure.extra.fields)}${retry}`, request), headers: PAGE_HEADERS };
}
