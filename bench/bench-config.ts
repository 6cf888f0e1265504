/** The benchmark databases: one per dataset size, named after the base URL's database plus `_<rooms>`. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/workbay_bench";

/** The sizes `npm run bench` measures by default (rooms); those not seeded are skipped with a note. */
export const DEFAULT_SIZES = [1_000, 10_000, 100_000];

export function benchDatabaseUrl(rooms: number): string {
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `${url.pathname}_${rooms}`;
  return url.toString();
}

/** Sizes from the command line ("1000 10000", or "1000,10000"), else `fallback`. */
export function sizesFrom(args: string[], fallback: number[]): number[] {
  const sizes = args
    .flatMap((a) => a.split(","))
    .map((a) => Number(a.replace(/[_k]/g, (c) => (c === "k" ? "000" : ""))))
    .filter((n) => Number.isInteger(n) && n > 0);
  return sizes.length > 0 ? sizes : fallback;
}
