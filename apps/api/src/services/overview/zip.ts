// Several files as one ZIP, streamed: each entry's content is produced only when the archive
// reaches it, so at most one file is in memory. PDFs are already deflated: entries are stored.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  /** YYYY-MM-DD: the entry's modification date (deterministic archives). */
  date: string;
  open: () => Promise<Readable>;
}

export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime: new Date(`${entry.date}T12:00:00Z`), compress: false }, (done) => {
      entry.open().then((stream) => done(null, stream), (error: Error) => done(error, undefined as never));
    });
  }
  zip.end();
  return output;
}
