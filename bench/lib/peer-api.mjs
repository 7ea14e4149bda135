// The react-admin peer's server (issue 15), run as its own process as ours is: json-server 0.17 (the REST
// shape ra-data-json-server speaks: `_sort`, `_order`, `_start`, `_end`, `X-Total-Count`) over the
// products of a JSON file under `/api`, and the peer's build as static files, gzip on, one origin.
// Like our API, `/api` answers only a request with a session cookie (`session=…`); `/api/session` is the
// peer's sign-in check.
//   node lib/peer-api.mjs <port> <dist folder> <db.json>
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const [port, dist, dbFile] = process.argv.slice(2);
if (!port || !dist || !dbFile) {
  console.error('usage: node lib/peer-api.mjs <port> <dist folder> <db.json>');
  process.exit(2);
}

const server = jsonServer.create();
server.use(jsonServer.defaults({ static: dist, logger: false, readOnly: true }));
server.use('/api', (req, res, next) => {
  if (!/(^|;\s*)session=./.test(req.headers.cookie ?? '')) {
    res.status(401).json({ error: 'signed out' });
    return;
  }
  if (req.path === '/session') {
    res.json({ ok: true });
    return;
  }
  next();
});
// An object, not the file's path: lowdb then keeps it in memory and never writes the file back.
server.use('/api', jsonServer.router(JSON.parse(readFileSync(dbFile, 'utf8'))));
server.listen(Number(port), '127.0.0.1', () => console.log(`peer listening on ${port}`));
