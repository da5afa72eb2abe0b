import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/index';
import { fullNameOf } from '../identity';
import { textsOf } from './mapping';
import { activityBatches, objectNamesOf, type ActivityFilter } from './queries';

/** Rows read per query while exporting: one batch is all a reader holds at a time. */
export const exportBatchSize = 1000;

/** The CSV's columns, its header line as they are named here. */
export const activityCsvColumns = [
  'occurred_at',
  'type',
  'actor_id',
  'actor_name',
  'actor_email',
  'company_id',
  'company_name',
  'object_type',
  'object_id',
  'object_name',
  'details',
] as const;

/** The records of the export, a batch of the log at a time, read only as fast as the client takes them. */
async function* recordsOf(db: Database, filter: ActivityFilter) {
  for await (const rows of activityBatches(db, filter, exportBatchSize)) {
    const objectNames = await objectNamesOf(db, rows);
    for (const { event, actor, company } of rows) {
      yield [
        event.occurredAt.toISOString(),
        event.eventType,
        event.actorUserId ?? '',
        actor ? fullNameOf(actor) : '',
        actor?.email ?? '',
        event.companyId ?? '',
        company?.name ?? '',
        event.objectType,
        event.objectId,
        objectNames.get(event.objectId) ?? '',
        JSON.stringify(textsOf(event.details)),
      ];
    }
  }
}

/**
 * Answers with every event the filter takes as a CSV file, streamed: the database is read a batch at a
 * time while the client downloads, so the server's memory stays flat however many events there are.
 * UTF-8 with a byte order mark, so spreadsheets read non-ASCII names as they are; a cell beginning with
 * =, +, -, @, a tab or a carriage return gets a leading ' (csv-stringify's escape_formulas), so a
 * spreadsheet never runs a name someone chose as a formula.
 */
export function sendActivityCsv(
  reply: FastifyReply,
  db: Database,
  filter: ActivityFilter,
  fileName: string,
): FastifyReply {
  const csv = stringify({ bom: true, header: true, columns: [...activityCsvColumns], escape_formulas: true });
  // A failing read ends the stream with its error: the client sees a broken download, never a short file
  // that looks complete. A client that goes away ends the reading too.
  void pipeline(Readable.from(recordsOf(db, filter)), csv).catch((error: unknown) =>
    reply.log.warn({ err: error }, 'An activity export ended early'),
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
