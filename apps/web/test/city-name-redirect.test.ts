import { describe, expect, it } from "vitest";
import { loader } from "../app/routes/city-meeting-rooms";

type LoaderArgs = Parameters<typeof loader>[0];

/** Runs the list's loader for an address whose city is not one of ours; what it throws is its answer. */
async function answerFor(path: string): Promise<{ status: number; location: string | null }> {
  const url = new URL(`http://workbay.test${path}`);
  const city = url.pathname.split("/")[1] ?? "";
  const args = { params: { city }, url, request: new Request(url), context: {} } as unknown as LoaderArgs;
  try {
    await loader(args);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const data = thrown as { init?: { status?: number } };
    return { status: data.init?.status ?? 0, location: null };
  }
  throw new Error("the loader answered a list");
}

describe("/{city}/meeting-rooms with another name of the city", () => {
  it.each([
    ["/bangalore/meeting-rooms", "/bengaluru/meeting-rooms"],
    ["/Bangalore/meeting-rooms?date=2026-12-01&capacity=4", "/bengaluru/meeting-rooms?date=2026-12-01&capacity=4"],
    ["/gurgaon/meeting-rooms", "/delhi/meeting-rooms"],
    ["/bombay/meeting-rooms", "/mumbai/meeting-rooms"],
  ])("moves %s for good to %s", async (path, location) => {
    expect(await answerFor(path)).toEqual({ status: 301, location });
  });

  it("is still page-not-found for a city we do not know", async () => {
    expect(await answerFor("/kolkata/meeting-rooms")).toEqual({ status: 404, location: null });
  });
});
