/**
 * The scripts' preloads after the page's content (issue 18, decision 0035, "Scripts after the
 * first paint").
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every module of the page's
 * first load. The browser's preload scanner fetches them all at once, before the page's images,
 * and compiles each as it arrives while the document is still being parsed: on a phone the
 * content's first paint waited behind some twenty modules, and Lighthouse counted every one of
 * them in the page's LCP (2.5 to 2.7 s on the landed code, 1.0 s without them).
 *
 * They are moved into one inline script placed just before React Router's hydration script at the
 * end of the body. It adds the same links when the parser gets there, so the whole module graph is
 * still fetched at once (no waterfall of imports) but after the content is parsed and can paint.
 * The page works without JavaScript (every form posts), so nothing waits on them but hydration.
 * Each link is added in a task of its own (`setTimeout`): adding one starts its fetch, about 1 ms
 * each on a slow machine, and the twenty in one go made the script a 17 to 31 ms task while the
 * page was being parsed, four times that on a phone (decision 0035, "Twelfth session").
 * Links with `integrity` (subresource integrity) are left where they are.
 */
const PRELOAD = /<link rel="modulepreload" ([^>]*?)\/?>/g;
/** React Router's hydration script (its attributes in any order: `nonce` comes first). */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/g;

/** The characters React escapes in an attribute's value, back. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

function attributeOf(attributes: string, name: string): string | undefined {
  const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
  return value?.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);
}

/** The document with its module preloads moved to an inline script before the hydration script. */
export function deferModulePreloads(html: string, nonce: string | undefined): string {
  const hydration = [...html.matchAll(MODULE_SCRIPT)].at(-1)?.index;
  if (hydration === undefined) return html;
  const head = html.slice(0, hydration);
  const links: { href: string; crossOrigin?: string }[] = [];
  const rest = head.replace(PRELOAD, (tag, attributes: string) => {
    const href = attributeOf(attributes, "href");
    if (!href || attributeOf(attributes, "integrity") !== undefined) return tag;
    const crossOrigin = attributeOf(attributes, "crossorigin");
    links.push(crossOrigin === undefined ? { href } : { href, crossOrigin });
    return "";
  });
  if (links.length === 0) return html;
  // JSON in a script: `<` is escaped so no href can close the element.
  const list = JSON.stringify(links).replaceAll("<", "\\u003c");
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ""}>` +
    `for(const p of ${list})setTimeout(()=>{const l=document.createElement("link");l.rel="modulepreload";l.href=p.href;` +
    `if(p.crossOrigin!==undefined)l.crossOrigin=p.crossOrigin;document.head.appendChild(l)})</script>`;
  return rest + script + html.slice(hydration);
}
