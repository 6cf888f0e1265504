// The scripts' preloads moved after the content (app/module-preloads.server.ts, decision 0035).
import { describe, expect, it } from "vitest";
import { deferModulePreloads } from "../app/module-preloads.server";

const page = (head: string, body = "<h1>Room</h1>") =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>${head}</head><body>${body}` +
  `<script nonce="N">window.__ctx={}</script><script nonce="N" type="module" async="">import "/assets/root.js";</script></body></html>`;

describe("deferModulePreloads", () => {
  it("moves every preload to one script just before the hydration script, in order", () => {
    const html = deferModulePreloads(
      page(
        '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/react.js" crossorigin="anonymous"/>',
      ),
      "N",
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
    const script = /<script nonce="N">(for\(const p of [^<]*)<\/script><script nonce="N" type="module"/.exec(html);
    expect(script, html).not.toBeNull();
    // Run it against a stand-in document: the same links, in the same order.
    const added: { rel: string; href: string; crossOrigin?: string }[] = [];
    const document = {
      createElement: () => ({}) as { rel: string; href: string; crossOrigin?: string },
      head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
    };
    // Each link in a task of its own: the stand-in timer queues them, and they run after the script.
    const tasks: (() => void)[] = [];
    new Function("document", "setTimeout", script![1]!)(document, (task: () => void) => tasks.push(task));
    expect(added).toEqual([]);
    for (const task of tasks) task();
    expect(added).toEqual([
      { rel: "modulepreload", href: "/assets/entry.js" },
      { rel: "modulepreload", href: "/assets/react.js", crossOrigin: "anonymous" },
    ]);
    // The content comes before it.
    expect(html.indexOf("<h1>Room</h1>")).toBeLessThan(html.indexOf("for(const p of"));
  });

  it("escapes what could close the script, and leaves links with integrity in place", () => {
    const html = deferModulePreloads(
      page(
        '<link rel="modulepreload" href="/assets/a.js?v=&lt;/script&gt;&amp;w"/><link rel="modulepreload" href="/assets/b.js" integrity="sha384-x"/>',
      ),
      undefined,
    );
    // The value as the browser reads the attribute, with `<` escaped for the script.
    expect(html).toContain('"/assets/a.js?v=\\u003c/script>&w"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/b.js" integrity="sha384-x"/>');
    expect(html).toContain("<script>for(const p of");
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain("\\u003c/script>");
  });

  it("leaves a document without preloads or without a hydration script as it is", () => {
    const none = page("");
    expect(deferModulePreloads(none, "N")).toBe(none);
    const noScript = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferModulePreloads(noScript, "N")).toBe(noScript);
  });
});
