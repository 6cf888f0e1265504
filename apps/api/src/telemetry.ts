// Optional OpenTelemetry traces (docs/decisions/0025): loaded by scripts/start.mjs only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, before the server's modules, so that node:http (every
// request in and out) and pg (every query) are instrumented. Without that variable none of
// this is imported: no cost at all. The standard OTEL_* variables apply (OTEL_SERVICE_NAME,
// OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER...).
import { register } from "node:module";
import { onProcessExit } from "./shutdown-hooks";

export async function startTelemetry(): Promise<void> {
  // ESM imports of pg are seen only through import-in-the-middle's loader hook.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { resourceFromAttributes },
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/resources"),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "workbay" }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Health checks every second from the balancer are noise.
        ignoreIncomingRequestHook: (request) => request.url === "/healthz" || request.url === "/readyz",
      }),
      new PgInstrumentation(),
    ],
  });
  // Spans of the last requests leave before the process does (server.ts runs the exit hooks).
  onProcessExit(() => provider.shutdown());
}
