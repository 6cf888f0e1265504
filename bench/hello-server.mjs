// The yardstick: a bare Node http server answering a small JSON body.
import http from "node:http";

const body = JSON.stringify({ hello: "world" });
http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
