import { expect, test, type APIRequestContext } from "@playwright/test";
import { weekdayAhead } from "./support/booking";

// Issue 18: the largest paint of each page is an image in the server's HTML, with its size (no
// shift when it arrives), `fetchpriority="high"` (fetched before the scripts) and copies from the
// image service the browser can choose from. Read from the HTML as served, with no JavaScript.

const ROOM_PAGE = "/bengaluru/meeting-rooms-in-boardroom-saffron-koramangala-forum";

type Img = Record<string, string>;

function imagesIn(html: string): Img[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!])),
  );
}

async function priorityImages(request: APIRequestContext, path: string): Promise<Img[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return imagesIn(await response.text()).filter((img) => img.fetchpriority === "high");
}

function expectServedAndSized(img: Img) {
  expect(Number(img.width)).toBeGreaterThan(0);
  expect(Number(img.height)).toBeGreaterThan(0);
  // Every candidate comes from the image service, each at its own size.
  const candidates = img.srcset!.split(",").map((candidate) => candidate.trim().split(/\s+/));
  expect(candidates.length).toBeGreaterThan(1);
  for (const [url] of candidates) expect(url).toMatch(/^\/images\//);
  expect(new Set(candidates.map(([url]) => url)).size).toBe(candidates.length);
  return candidates.map(([, descriptor]) => descriptor!);
}

test("a city list's first card image has priority, its size and width candidates", async ({ request }) => {
  const images = await priorityImages(request, "/bengaluru/meeting-rooms");
  // Only the first card: priorities shared are no priority.
  expect(images).toHaveLength(1);
  const descriptors = expectServedAndSized(images[0]!);
  for (const descriptor of descriptors) expect(descriptor).toMatch(/^\d+w$/);
  expect(images[0]!.sizes).toBeTruthy();
  expect(images[0]!.loading).not.toBe("lazy");
});

test("a room page's first photo has priority, its size and width candidates for the drawn width", async ({ request }) => {
  const images = await priorityImages(request, ROOM_PAGE);
  expect(images).toHaveLength(1);
  const descriptors = expectServedAndSized(images[0]!);
  for (const descriptor of descriptors) expect(descriptor).toMatch(/^\d+w$/);
  expect(images[0]!.sizes).toContain("100vw");
  expect(images[0]!.loading).not.toBe("lazy");
});

test("the home page's room picture has priority, its size and 1x/2x copies", async ({ request }) => {
  const images = await priorityImages(request, "/");
  expect(images).toHaveLength(1);
  expect(expectServedAndSized(images[0]!)).toEqual(["1x", "2x"]);
});

// The head (decision 0035, "CSS before the scripts" and "Scripts after the first paint"): the LCP
// image's preload, then the render-blocking stylesheets; the scripts' modulepreloads are not in it
// but added by a script at the end of the body, so they neither delay the CSS nor the first paint.

/** The `<link>` elements of the served `<head>`, in order. */
async function headLinks(request: APIRequestContext, path: string): Promise<Img[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const head = (await response.text()).split("</head>")[0]!;
  return [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!])),
  );
}

function expectCssAndNoScripts(links: Img[], path: string, stylesheets: string[]) {
  expect(
    links.filter((link) => link.rel === "modulepreload").map((link) => link.href),
    `${path}: scripts' preloads`,
  ).toEqual([]);
  expect(
    links.filter((link) => link.rel === "stylesheet").map((link) => link.href!.replace(/^\/assets\/(.*)-[\w-]{8}\.css$/, "$1")),
    `${path}: its stylesheets`,
  ).toEqual(stylesheets);
}

for (const [path, stylesheets] of [
  ["/", ["app"]],
  ["/bengaluru/meeting-rooms", ["app"]],
  [ROOM_PAGE, ["app", "booking-flow"]],
  ["/login", ["app"]],
] as const) {
  test(`${path}: the head has the stylesheets the page needs and no more, and no script preloads`, async ({ request }) => {
    expectCssAndNoScripts(await headLinks(request, path), path, [...stylesheets]);
  });
}

test("the LCP image's preload is the head's first request on a city list and a room page", async ({ request }) => {
  for (const path of ["/bengaluru/meeting-rooms", ROOM_PAGE]) {
    const links = (await headLinks(request, path)).filter((link) => ["preload", "stylesheet", "modulepreload"].includes(link.rel!));
    expect(links[0]!.rel, path).toBe("preload");
    expect(links[0]!.as, path).toBe("image");
    expect(links[0]!.fetchpriority, path).toBe("high");
    // The same copies the image itself offers, for the same drawn width.
    const [image] = await priorityImages(request, path);
    expect(links[0]!.imagesrcset, path).toBe(image!.srcset);
    expect(links[0]!.imagesizes, path).toBe(image!.sizes);
  }
});

test("the home page's terms slider brings its own stylesheets, the plain home page does not wait for them", async ({ request }) => {
  const links = await headLinks(request, "/?tc=true");
  const hrefs = links.filter((link) => link.rel === "stylesheet").map((link) => link.href!.replace(/^\/assets\/(.*)-[\w-]{8}\.css$/, "$1"));
  expect(hrefs).toEqual(expect.arrayContaining(["app", "legal", "terms-slider"]));
});

// SEO (decision 0035): the sign-in and sign-up forms may be listed; pages reached by a token are not.
test("login and signup can be indexed and describe themselves; a reset-password link's page cannot", async ({ request }) => {
  for (const path of ["/login", "/signup"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<meta name="robots"/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
  }
  const reset = await (await request.get("/reset-password")).text();
  expect(reset).toMatch(/<meta name="robots" content="noindex"/);
});

test("the F&B step of a booking can be indexed, names the room page as its address and fetches its first picture first", async ({
  request,
}) => {
  const room = "boardroom-saffron-koramangala-forum";
  const date = weekdayAhead();
  const answer = await request.get(`/passy/v1/room/${room}?search_by=seo_id&date=${date}`);
  const { start_time, end_time, time_slots } = (
    (await answer.json()) as { data: { start_time: number; end_time: number; time_slots: number[] } }
  ).data;
  let start = start_time;
  while (start + 2 <= end_time && (time_slots.includes(start) || time_slots.includes(start + 1))) start++;
  expect(start + 2, "a free hour").toBeLessThanOrEqual(end_time);
  const response = await request.get(`/${room}/foodBeverage/meals?date=${date}&startTime=${start}&endTime=${start + 1}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toMatch(/<meta name="robots"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${ROOM_PAGE}"`));
  // Its largest paint on a phone is the first dish's picture: fetched at once, before the others.
  const pictures = imagesIn(html).filter((img) => img.class === "food-card__image");
  expect(pictures.length).toBeGreaterThan(4);
  expect(pictures.map((img) => [img.fetchpriority ?? null, img.loading])).toEqual([
    ["high", "eager"],
    [null, "eager"],
    [null, "eager"],
    [null, "eager"],
    ...pictures.slice(4).map(() => [null, "lazy"]),
  ]);
  const head = html.split("</head>")[0]!;
  expect(head).toContain(`<link rel="preload" as="image" href="${pictures[0]!.src}" fetchPriority="high"`);
});
