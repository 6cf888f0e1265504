import { escapeHtml } from "./escape-html";

/** A plain page for answers given before React Router runs (no scripts, no server details). */
export function statusPage(status: number, title: string, message: string): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Workbay</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:4rem auto;padding:0 1rem;color:#1d1d1f}h1{font-size:1.5rem}a{color:#0f766e}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>Error ${status}. <a href="/">Go to the home page</a></p></main></body></html>`;
}
