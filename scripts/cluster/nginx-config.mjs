// The load balancer's configuration for the local cluster: round robin over the instances, no stickiness.

/** What the browser gets when no instance could finish a page request. */
export const UNAVAILABLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner Portal</title></head>' +
  "<body><h1>The portal could not finish this request</h1>" +
  "<p>Please try again in a moment. Nothing you have already saved is lost.</p></body></html>";

/** What the web app gets (and shows) when no instance could finish an API request. */
export const UNAVAILABLE_JSON = '{"message":"The portal could not finish this request. Please try again."}';

/**
 * nginx.conf for `instances` (ports on 127.0.0.1) behind `port`. Requests nginx may safely send again go to the next
 * instance when one fails: every GET/HEAD (nginx's default), and the gateway's two answers, which the server applies
 * exactly once whatever the number of deliveries (it locks the payment row and decides once). Other writes (an upload,
 * a save) are never repeated by nginx: the user gets a clear message and tries again.
 */
export function nginxConfig({ dir, port, instances }) {
  // max_fails=0: an instance is never set aside after one failure. With two instances, one killed and the other having
  // failed a single request in the same few seconds (the payment answer it was handed when the first died), nginx
  // would find "no live upstreams" and answer 502 at once although the second instance was up; a refused connection to
  // a dead instance costs a millisecond here, and the retry rules below then reach the live one.
  const servers = instances.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n");
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$remote_addr [$time_local] "$request" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  # Uploads are at most 2 MB; the multipart envelope needs a little more. Bodies stay in memory and answers are
  # passed on as they come, so nginx's workers (another user when started as root) never write temp files here.
  client_max_body_size 5m;
  client_body_buffer_size 5m;
  proxy_max_temp_file_size 0;

  upstream portal {
${servers}
    # No pool of idle connections: after an instance is killed and started again, a pooled connection to the dead
    # process would fail the one retry nginx has; a new connection per request on the same machine costs little.
  }

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    # Which instance answered: the cluster test proves the requests were spread over all of them.
    add_header X-Served-By $upstream_addr always;

    location = /api/payments/return {
      proxy_pass http://portal;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      error_page 502 504 @page_unavailable;
    }
    location = /api/payments/notify {
      proxy_pass http://portal;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
    location /api/ {
      proxy_pass http://portal;
      error_page 502 504 @api_unavailable;
    }
    location / {
      proxy_pass http://portal;
      error_page 502 504 @page_unavailable;
    }
    # Answered by nginx itself (a static file would refuse the POST that failed), keeping the 502.
    location @api_unavailable {
      default_type application/json;
      add_header Cache-Control no-store always;
      add_header X-Served-By $upstream_addr always;
      return 502 '${UNAVAILABLE_JSON}';
    }
    location @page_unavailable {
      default_type text/html;
      add_header Cache-Control no-store always;
      add_header X-Served-By $upstream_addr always;
      return 502 '${UNAVAILABLE_HTML}';
    }
  }
}
`;
}
