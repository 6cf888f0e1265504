// The yardstick: a bare Node http server answering a small JSON body, or at /bytes/<n> a JSON
// body of n bytes (the floor for an answer of that size: the kernel's copy of it is most of it).
import http from "node:http";

const body = JSON.stringify({ hello: "world" });
const sized = new Map();
function bodyOf(url) {
  const match = /^\/bytes\/(\d{1,7})$/.exec(url ?? "");
  if (!match) return body;
  const size = Math.max(Number(match[1]), 12);
  if (!sized.has(size)) sized.set(size, JSON.stringify({ pad: "x".repeat(size - 10) }));
  return sized.get(size);
}
http
  .createServer((req, res) => {
    const answer = bodyOf(req.url);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(answer) });
    res.end(answer);
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
