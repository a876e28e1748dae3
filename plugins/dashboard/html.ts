import { escapeHtml } from '../../src/html.ts';

/**
 * Server-rendered HTML: a tagged template that escapes every interpolated value unless it is already markup
 * (`Markup`), so nothing a user stored (form names, submitted values) can become markup in an operator's page.
 */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}


type Part = Markup | string | number | boolean | null | undefined | ReadonlyArray<Part>;

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  return new Markup(strings.reduce((out, text, index) => out + text + (index < parts.length ? render(parts[index]) : ''), ''));
}

export interface Nav {
  operator: boolean;
  who: string;
  csrf: string;
  current: string;
}

const NAV_ITEMS = [
  { path: '/dashboard/keys', label: 'Keys' },
  { path: '/dashboard/accounts', label: 'Accounts' },
  { path: '/dashboard/usage', label: 'Usage' },
  { path: '/dashboard/forms', label: 'Forms' },
  { path: '/dashboard/playground', label: 'Playground' },
];

export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`;

export function page(title: string, body: Markup, nav: Nav | null, status = 200): Response {
  const header = nav
    ? html`<header><strong>Dashboard</strong><nav>${NAV_ITEMS.map((item) =>
      html`<a href="${item.path}"${item.path === nav.current ? html` aria-current="page"` : ''}>${item.label}</a>`)}</nav>
      <form method="post" action="/dashboard/sign-out" class="inline">${csrfField(nav.csrf)}<span class="who">${nav.who}</span><button>Sign out</button></form></header>`
    : html`<header><strong>Dashboard</strong></header>`;
  const document = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Dashboard</title><link rel="stylesheet" href="/dashboard/assets/app.css"><script src="/dashboard/assets/app.js" defer></script></head>
<body>${header}<main><h1>${title}</h1>${body}</main></body></html>`;
  return new Response(document.value, { status, headers: PAGE_HEADERS });
}

/** Pages never load anything from elsewhere, and are never framed or cached. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

export const ASSETS = {
  'app.css': {
    type: 'text/css; charset=utf-8',
    body: `
:root { font-family: system-ui, sans-serif; color: #1c2430; background: #f5f7fa; }
body { margin: 0; }
header { display: flex; gap: 1.5rem; align-items: center; padding: .6rem 1.5rem; background: #1c2430; color: #fff; }
header nav { display: flex; gap: 1rem; flex: 1; }
header a { color: #cfe0ff; text-decoration: none; }
header a[aria-current] { color: #fff; border-bottom: 2px solid #6ea8ff; }
header .who { margin-right: .6rem; color: #cfe0ff; }
main { padding: 1rem 1.5rem 3rem; max-width: 90rem; }
section { background: #fff; border: 1px solid #dde3ea; border-radius: 6px; padding: 1rem; margin: 1rem 0; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e6ebf0; vertical-align: top; }
form.inline { display: inline; }
details form.settings { display: flex; flex-direction: column; align-items: flex-start; gap: .2rem; margin: .3rem 0; }
.metadata code { font-size: .8rem; color: #4a5563; }
input[name=graceSeconds] { width: 6rem; }
td.actions { min-width: 15rem; }
details form.settings input, details form.settings textarea { width: 14rem; box-sizing: border-box; }
td.account, .metadata code { word-break: break-all; }
label { display: inline-block; margin: .25rem 1rem .25rem 0; }
fieldset { border: 1px solid #dde3ea; border-radius: 4px; margin: .6rem 0; }
legend { color: #4a5563; }
input, select, textarea, button { font: inherit; }
textarea { width: 100%; font-family: ui-monospace, monospace; font-size: .85rem; }
button { background: #2f6fde; color: #fff; border: 0; border-radius: 4px; padding: .3rem .8rem; cursor: pointer; }
button.danger { background: #c73a3a; }
.secret { font-family: ui-monospace, monospace; background: #fff8d6; padding: .5rem; border: 1px solid #e8d67a; display: flex; gap: 1rem; align-items: center; }
.error { color: #b00020; }
.muted { color: #6b7785; }
.spam { background: #fff1f1; }
.tokens span { display: inline-block; padding: .1rem .25rem; margin: .1rem; border-radius: 3px; background: #eef1f5; }
.tokens mark { display: inline-block; padding: .1rem .25rem; margin: .1rem; border-radius: 3px; background: #ffe08a; }
svg text { font-size: 11px; fill: #1c2430; }
`,
  },
  'app.js': {
    type: 'text/javascript; charset=utf-8',
    body: `
document.addEventListener('submit', (event) => {
  const message = event.target.dataset.confirm;
  if (message && !confirm(message)) event.preventDefault();
});
document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const text = document.getElementById(button.dataset.copy).textContent;
  navigator.clipboard.writeText(text).then(() => { button.textContent = 'Copied'; }, () => { button.textContent = 'Select and copy'; });
});
`,
  },
} as const;

export type AssetName = keyof typeof ASSETS;
