// The migrated template the test databases are copied from (test/setup/database-template.ts) cannot go
// stale: any change of the migrations gives it another key, so it is migrated again. (Checked once by
// hashing the migrations' names without their contents: the edited migration's test then failed.)
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrationsDir } from '../src/paths.js';
import { backends, freshDatabase, tempDir } from './helpers.js';
import { templateKey } from './setup/database-template.js';

describe('the key of the migrated template', () => {
  const day = new Date('2026-11-27T12:00:00Z');
  const copies: string[] = [];
  const copy = () => {
    const dir = tempDir('panel-migrations-');
    fs.cpSync(migrationsDir, dir, { recursive: true });
    copies.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the same for the same migrations on the same day', () => {
    expect(templateKey(day, copy())).toBe(templateKey(day, migrationsDir));
    expect(templateKey(day)).toMatch(/^20261127_[0-9a-f]{16}$/);
  });

  it('changes when a migration is edited, added, renamed or dropped, or the journal changes', () => {
    const before = templateKey(day);
    const [first] = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));

    const edited = copy();
    fs.appendFileSync(path.join(edited, first!), '\n-- one more line\n');
    const added = copy();
    fs.writeFileSync(path.join(added, '9999_new.sql'), 'SELECT 1;');
    const renamed = copy();
    fs.renameSync(path.join(renamed, first!), path.join(renamed, `x${first!}`));
    const dropped = copy();
    fs.rmSync(path.join(dropped, first!));
    const journal = copy();
    fs.appendFileSync(path.join(journal, 'meta', '_journal.json'), ' ');

    const keys = [edited, added, renamed, dropped, journal].map((dir) => templateKey(day, dir));
    for (const key of keys) expect(key).not.toBe(before);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes with the UTC day (migration 0011 makes the partitions of today and the next two days)', () => {
    expect(templateKey(new Date('2026-11-28T00:00:00Z'))).not.toBe(templateKey(day));
    expect(templateKey(new Date('2026-11-27T23:59:59Z'))).toBe(templateKey(day));
  });
});

describe.each(backends)('a database copied from the template (%s)', (backend) => {
  it('has every migration applied, and is a copy of its own', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [one, two] = await Promise.all([freshDatabase(backend), freshDatabase(backend)]);
    const open = (d: typeof one) =>
      openDatabase({
        databaseUrl: d.databaseUrl ?? null,
        pgliteDir: path.join(d.dataDir, 'pglite'),
        migrationsDir,
      });
    try {
      const a = await open(one);
      try {
        const applied = (await a.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0]!.n).toBe(journal.entries.length);
        await a.db.execute(sql`INSERT INTO users (email) VALUES ('solo-uno@example.com')`);
      } finally {
        await a.close();
      }
      // A write in one database is not in another one (nor in the template they came from).
      const b = await open(two);
      try {
        const users = (await b.db.execute(
          sql`SELECT count(*)::int AS n FROM users`,
        )) as unknown as { rows: { n: number }[] };
        expect(users.rows[0]!.n).toBe(0);
      } finally {
        await b.close();
      }
    } finally {
      await Promise.all([one.cleanup(), two.cleanup()]);
    }
  });
});
