// autocannon `setupRequest` (a file, as autocannon's worker threads require) for the metrics part (issue 19):
// makes every request a new visitor. The request's `x-bench-vary` header says how, and is removed:
// - `address`: a new client address each time (X-Forwarded-For; the server runs with TRUST_PROXY=1), so
//   each request is a counted new visitor with a bucket of its own;
// - `agent`: the same address, a new user agent each time, so once the address's 30 new visitors are
//   spent every request is a new visitor over budget;
// - `known`: one of 400 addresses in turn (the same 400 every run), so after a first run every request is
//   a visitor the server has admitted already, within its events budget (3 runs: 3 views each).
const base = Math.floor(Math.random() * 2 ** 24);
let n = 0;

module.exports = function setupRequest(request) {
  const headers = { ...request.headers };
  const mode = headers['x-bench-vary'];
  delete headers['x-bench-vary'];
  n += 1;
  const c = (base + n) % 2 ** 24;
  if (mode === 'address') headers['x-forwarded-for'] = `10.${c >> 16}.${(c >> 8) & 255}.${c & 255}`;
  if (mode === 'known') headers['x-forwarded-for'] = `10.250.${(n % 400) >> 8}.${(n % 400) & 255}`;
  if (mode === 'agent') headers['user-agent'] = `${headers['user-agent']} bench/${base}.${n}`;
  return { ...request, headers };
};
