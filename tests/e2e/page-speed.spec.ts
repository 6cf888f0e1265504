import { expect, test, type APIRequestContext } from "@playwright/test";

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
