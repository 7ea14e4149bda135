// The catalogue's CSV calls (issue 24): export (ours or Tiendanube's format, streamed), import preview
// (the plan, nothing written), import apply (the plan in one transaction) and the refused rows as a CSV.
// The import calls take the file's bytes as the body (`text/csv`, plugins/csv-body.ts); the server keeps
// nothing between them. Every query is the session's store's.
import { UTF8_BOM, type CatalogIssue } from '@panel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvBytes } from '../../../plugins/csv-body.js';
import { requireStore } from '../../../tenancy/index.js';
import { applyCatalog } from './apply.js';
import { csvLine, exportCatalog, mediaUrlOf } from './export.js';
import { planCatalog, samplePlan, type CatalogPlan } from './plan.js';
import { readCatalogFile, type CatalogFile } from './read.js';

/** Most errors, warnings and picture URLs a preview lists (all are counted). */
export const PREVIEW_LIST_MAX = 200;

/** `productos-<link>-<AAAA-MM-DD>.csv` (Tiendanube's: `productos-tiendanube-…`). */
export function exportFileName(link: string, format: 'ours' | 'tiendanube', now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const safe = link.replace(/[^A-Za-z0-9-]/g, '') || 'tienda';
  return format === 'tiendanube'
    ? `productos-tiendanube-${safe}-${day}.csv`
    : `productos-${safe}-${day}.csv`;
}

/** An issue within the contract's lengths (a long cell is cut, with an ellipsis). */
const listed = (issue: CatalogIssue): CatalogIssue => ({
  line: issue.line,
  column: cut(issue.column, 200),
  value: cut(issue.value, 200),
  reason: cut(issue.reason, 300) ?? '',
});
function cut(text: string | null, max: number): string | null {
  if (text === null) return null;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The preview's answer (`CatalogImportPreview`). */
export function previewAnswer(plan: CatalogPlan) {
  return {
    format: plan.format,
    encoding: plan.encoding,
    bom: plan.bom,
    separator: plan.separator,
    columns: plan.columns,
    rows: plan.rows,
    counts: plan.counts,
    errorRows: plan.errorLines.size,
    errorCount: plan.errors.length,
    errors: plan.errors.slice(0, PREVIEW_LIST_MAX).map(listed),
    warningCount: plan.warnings.length,
    warnings: plan.warnings.slice(0, PREVIEW_LIST_MAX).map(listed),
    sample: samplePlan(plan),
    imageCount: plan.images.length,
    imagesNotImported: plan.images.slice(0, PREVIEW_LIST_MAX),
    limit: plan.limit,
  };
}

/** The refused rows: the file's header plus `Error`, each refused row as it was plus its reasons. */
export function errorsCsv(file: CatalogFile, plan: CatalogPlan): string {
  const reasons = new Map<number, string[]>();
  for (const issue of plan.errors) {
    const text = issue.column ? `Columna ${issue.column}: ${issue.reason}` : issue.reason;
    const list = reasons.get(issue.line);
    if (list) list.push(text);
    else reasons.set(issue.line, [text]);
  }
  const sep = file.separator;
  let out = UTF8_BOM + csvLine([...file.header.map((h) => h.replace(/^\uFEFF/, '')), 'Error'], sep);
  for (const record of file.records) {
    const why = reasons.get(record.line);
    if (why) out += csvLine([...record.cells, why.join(' | ')], sep);
  }
  return out;
}

async function readBody(app: FastifyInstance, request: FastifyRequest) {
  const { store } = await requireStore(app, request);
  const file = await readCatalogFile(csvBytes(request.body));
  return { store, file };
}

/** Handlers of the catalogue operations, by operationId. */
export function catalogHandlers(app: FastifyInstance) {
  return {
    async productsExport(request: FastifyRequest, reply: FastifyReply) {
      const { store } = await requireStore(app, request);
      const { format = 'ours' } = request.query as { format?: 'ours' | 'tiendanube' };
      const stream = exportCatalog(app.db, {
        storeId: store.id,
        country: store.country,
        format,
        mediaUrl: mediaUrlOf(app.config.publicUrl, app.config.media.publicUrl),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(store.link, format)}"`,
        )
        .send(stream);
    },
    async productsImportPreview(request: FastifyRequest) {
      const { store, file } = await readBody(app, request);
      const plan = await planCatalog(app.db, store, file, app.config.productsLimit);
      return { ok: true as const, data: previewAnswer(plan) };
    },
    async productsImportApply(request: FastifyRequest) {
      const { store, file } = await readBody(app, request);
      const counts = await applyCatalog(app, store, file);
      return { ok: true as const, data: counts };
    },
    async productsImportErrors(request: FastifyRequest, reply: FastifyReply) {
      const { store, file } = await readBody(app, request);
      const plan = await planCatalog(app.db, store, file, app.config.productsLimit);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="productos-errores.csv"')
        .send(errorsCsv(file, plan));
    },
  };
}
