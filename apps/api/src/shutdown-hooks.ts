// Work to finish before the process exits (the telemetry exporter's last spans). Registered by
// optional parts that server.ts does not import itself.
const hooks: (() => Promise<void>)[] = [];

export function onProcessExit(hook: () => Promise<void>): void {
  hooks.push(hook);
}

/** Runs every hook, each bounded by `timeoutMs`; never throws. */
export async function runExitHooks(timeoutMs = 2000): Promise<void> {
  await Promise.all(
    hooks.map((hook) =>
      Promise.race([hook().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]),
    ),
  );
}
