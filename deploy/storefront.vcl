vcl 4.1;
# Varnish 7.1 (Debian 12) in front of the store hosts only ({link}.STORE_HOST; the panel's host goes to
# HAProxy directly: this file drops cookies the panel needs). Issue 25; research scale-out.md §2.
# What it does:
# - caches store pages for as long as their Cache-Control says (the server sends
#   `public, s-maxage=60, stale-while-revalidate=600`: 60 s fresh, then 10 min served stale while one
#   background fetch revalidates with If-None-Match; a 304 refreshes the object);
# - strips the cart cookie (`carrito`, and any other) from requests for cacheable pages: home and product
#   pages do not read it, so shoppers with a cart hit the cache too;
# - never caches /carrito, /pedido…, the API (but the immutable /api/v2/media/ objects), anything but
#   GET/HEAD, a response with Set-Cookie, or one whose Cache-Control does not say public.
# `pnpm cluster` (scripts/cluster.mjs) replaces the backend's host and port below with its HAProxy's.

backend panel {
  .host = "127.0.0.1";
  .port = "8080";
  .connect_timeout = 1s;
  .first_byte_timeout = 10s;
  .between_bytes_timeout = 5s;
}

# Who may PURGE one page or BAN a whole store (the server's own addresses).
acl purgers {
  "127.0.0.1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(405)); }
    return (purge);
  }
  if (req.method == "BAN") {
    if (client.ip !~ purgers) { return (synth(405)); }
    # Every page of one store (the server bumps stores.version on any visible change anyway).
    ban("obj.http.x-store-host == " + req.http.host);
    return (synth(200, "banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }
  # Per-visitor pages: the cart, the order form and its pages.
  if (req.url ~ "^/(carrito|pedido)([/?#]|$)") { return (pass); }
  # The API answers per caller; a stored picture or video never changes under its key.
  if (req.url ~ "^/api/" && req.url !~ "^/api/v2/media/") { return (pass); }
  # Store pages are the same for everyone: without this, the built-in VCL passes every request with a
  # cookie, i.e. every shopper with a cart.
  unset req.http.cookie;
  unset req.http.authorization;
}

sub vcl_backend_response {
  # Only what the server says is public, and never a response that sets a cookie (a page that did would
  # hand one shopper's cookie to the next).
  if (beresp.http.set-cookie || beresp.http.cache-control !~ "(?i)\bpublic\b"
      || beresp.http.cache-control ~ "(?i)(no-store|no-cache|private)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    return (deliver);
  }
  set beresp.http.x-store-host = bereq.http.host;
  # Expired objects stay an hour, to be revalidated with If-None-Match rather than fetched whole.
  set beresp.keep = 1h;
}

sub vcl_deliver {
  if (obj.hits > 0) { set resp.http.x-cache = "HIT"; } else { set resp.http.x-cache = "MISS"; }
  unset resp.http.x-store-host;
}
