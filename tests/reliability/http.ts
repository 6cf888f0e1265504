// One HTTP call with node:http (any method, a body on any method, any content type), timed.
import http from "node:http";

// Pooled connections are dropped after 30 s unused, well before a server closes an idle one
// (Fastify's keepAliveTimeout, 72 s): an agent without a timeout of its own ignores the server's
// Keep-Alive hint and keeps them.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });

/**
 * Closes the pooled connections. A check calls it after long synchronous work (the fuzz check
 * generates its 10,000 requests in one go, minutes on a busy machine): while the event loop was
 * blocked the pool could not notice the servers closing idle connections, and the first requests
 * after it went into connections closed minutes before ("socket hang up" / EPIPE on a reused
 * connection: 80 of them in the full run, none in a fuzz-only run). That was this client breaking
 * HTTP keep-alive, not a server failing to answer (docs/decisions/0023).
 */
export function closeIdleConnections(): void {
  for (const sockets of Object.values(agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
}

export type Call = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };
export type Answer = { status: number; ms: number; text: string; headers: http.IncomingHttpHeaders; error?: string };

export function send(baseUrl: string, call: Call, timeoutMs = 30_000): Promise<Answer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...call.headers };
    if (call.body !== undefined) headers["content-length"] = Buffer.byteLength(call.body);
    let request: http.ClientRequest;
    try {
      request = http.request(
        { host: url.hostname, port: url.port, method: call.method, path: call.path, headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              text: Buffer.concat(chunks).toString("utf8"),
              headers: response.headers,
            }),
          );
          response.on("error", (error) =>
            resolve({ status: 0, ms: performance.now() - started, text: "", headers: {}, error: error.message }),
          );
        },
      );
    } catch (error) {
      // The client itself refused the request (e.g. a header it cannot send): nothing was sent.
      resolve({ status: -1, ms: 0, text: "", headers: {}, error: (error as Error).message });
      return;
    }
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({
        status: 0,
        ms: performance.now() - started,
        text: "",
        headers: {},
        error: `${error.message}${request.reusedSocket ? " (on a reused connection)" : ""}`,
      }),
    );
    if (call.body !== undefined) request.write(call.body);
    request.end();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field by the checks
export function json(answer: Answer): any {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** Runs `tasks` with at most `limit` at once. */
export async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
