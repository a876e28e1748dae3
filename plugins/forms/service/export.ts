import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../src/db/client.ts';
import { newRecord, type Scalar } from './fields.ts';
import type { FormRecord } from './forms.ts';
import { responsesAfter, toRecord } from './responses.ts';

const EXPORT_PAGE = 1000;

export type ExportFormat = 'csv' | 'ndjson';

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', ndjson: 'application/x-ndjson; charset=utf-8' };

/** The export as a file: its stream, media type and a file name (the form's id). */
export function exportFile(db: Db, form: FormRecord, format: ExportFormat) {
  return { stream: exportResponses(db, form, format), contentType: CONTENT_TYPES[format], filename: `${form.id}.${format}` };
}

/**
 * Every response of a form, newest first, streamed page by page over the keyset cursor. NDJSON carries each
 * record as the API shows it; CSV has one column per declared field and an `undeclared` column holding the
 * other members as a JSON object (nothing submitted is left out).
 */
export function exportResponses(db: Db, form: FormRecord, format: ExportFormat): ReadableStream<Uint8Array> {
  const names = form.fields.map((field) => field.name);
  const columns = ['_id', 'createdAt', 'isSpam', 'spamScore', 'completionSeconds', 'ipAddress', ...names, 'undeclared'];
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const page = await responsesAfter(db, form.id, { status: undefined, limit: EXPORT_PAGE, cursor });
      const records = page.rows.map((row) => toRecord(row, form.fields));
      const value = (data: Record<string, Scalar>, name: string) => (Object.hasOwn(data, name) ? data[name] : null) ?? '';
      const undeclared = (data: Record<string, Scalar>, extra: string[]) => {
        if (!extra.length) return '';
        const members = newRecord<Scalar>();
        for (const name of extra) members[name] = data[name]!;
        return JSON.stringify(members);
      };
      const chunk = format === 'ndjson'
        ? records.map((record) => `${JSON.stringify(record)}\n`).join('')
        : stringify(records.map((record) => [record._id, record.createdAt, record.telemetry.isSpam, record.telemetry.spamScore,
          record.telemetry.completionSeconds, record.telemetry.ipAddress, ...names.map((name) => value(record.data, name)),
          undeclared(record.data, record.undeclared)]), { header: first, columns });
      first = false;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      const last = page.rows[page.rows.length - 1];
      if (!page.hasMore || !last) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
