// The production front for a bench: nginx terminating TLS with HTTP/2 before the server, as the insurer's load balancer
// does. A phone then asks for all of a page's chunks on one connection at once; over plain HTTP/1.1 (`npm start`) it asks
// six at a time. A self-signed certificate made for the run: the browser is told to accept it.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../scripts/cluster/cluster.mjs";
import { repoRoot } from "./support.mjs";

/** The Chromium flag that accepts the run's own certificate. */
export const TLS_FRONT_CHROMIUM_ARGS = ["--ignore-certificate-errors"];

/** nginx from Debian (installed by scripts/ensure-nginx.sh when missing), HTTPS with HTTP/2 on a free port to `upstream`. */
export async function startTlsFront(upstream) {
  const nginx = execFileSync("bash", [path.join(repoRoot, "scripts/ensure-nginx.sh")], { encoding: "utf8" }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pp-tls-front-"));
  mkdirSync(path.join(dir, "temp"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ]),
    { stdio: "ignore" },
  );
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp;
  proxy_temp_path ${dir}/temp;
  fastcgi_temp_path ${dir}/temp;
  uwsgi_temp_path ${dir}/temp;
  scgi_temp_path ${dir}/temp;
  client_max_body_size 5m;
  upstream portal { server ${new URL(upstream).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    ssl_protocols TLSv1.3;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  const base = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}
