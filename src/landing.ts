import { Elysia } from 'elysia';
import { escapeHtml } from './html.ts';

/** Where a newcomer goes from `/`; the start-up log prints the same list as full URLs. */
export const LANDING_LINKS = {
  home: { path: '/', label: 'This page' },
  dashboard: { path: '/dashboard', label: 'Dashboard: keys, accounts, forms, usage, analyzer playground' },
  swagger: { path: '/swagger', label: 'API documentation (Swagger UI); the OpenAPI document is /swagger/json' },
  health: { path: '/healthz', label: 'Health (liveness); /readyz checks the database and Redis' },
} as const;


const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prompt analysis and form collection server</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}li{margin:.4rem 0}</style>
</head>
<body>
<h1>Prompt analysis and form collection server</h1>
<p><code>POST /api/analyze</code> turns a question into a structured Analysis; <code>/v1</code> collects forms.</p>
<ul>
${Object.values(LANDING_LINKS).filter((link) => link.path !== '/')
  .map((link) => `<li><a href="${link.path}">${escapeHtml(link.path)}</a> — ${escapeHtml(link.label)}</li>`).join('\n')}
</ul>
</body>
</html>
`;

/** GET /: a small HTML page, no external assets (its Content-Security-Policy allows nothing from elsewhere). */
export function landingPage() {
  return new Elysia({ name: 'landing' }).get('/', ({ set }) => {
    set.headers['content-type'] = 'text/html; charset=utf-8';
    set.headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    set.headers['x-content-type-options'] = 'nosniff';
    return PAGE;
  }, { detail: { hide: true } });
}
