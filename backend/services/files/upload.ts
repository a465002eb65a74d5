import { randomUUID } from 'node:crypto';
import { FILE_MESSAGES, type StoredFile } from '@/lib/contract/files';
import { checkUpload, fileSuffix, parseSuffixList } from '@/lib/validation/file';
import type { FileConfig } from '../../config';
import type { Database } from '../../db/client';
import { findFile, insertFile, type FileRow } from '../../db/queries/files';
import type { Clock } from '../../clock';
import { AppError } from '../../http/errors';
import type { FileStorage } from './storage';
import { sniffContentType } from './sniff';

export type FileService = ReturnType<typeof createFileService>;

/** Uploads and previews: the server repeats every client check and trusts no client type. */
export function createFileService(deps: {
  db: Database;
  clock: Clock;
  config: FileConfig;
  storage: FileStorage;
}) {
  const { db, clock, config, storage } = deps;

  // The field's list narrows the server's list; it can never allow more.
  function allowedSuffixes(fieldSuffix: string | undefined): string[] {
    const requested = parseSuffixList(fieldSuffix);
    if (requested.length === 0) return config.suffixes;
    return requested.filter((s) => config.suffixes.includes(s));
  }

  async function store(ownerId: string, file: File, fieldSuffix?: string): Promise<StoredFile> {
    const suffixes = allowedSuffixes(fieldSuffix);
    // A field asking only for suffixes the server refuses gets nothing, not everything.
    if (suffixes.length === 0) {
      throw new AppError(400, FILE_MESSAGES.suffixNotAllowed(config.suffixes.join(',')));
    }
    const problem = checkUpload(file, suffixes, config.maxBytes);
    if (problem) throw new AppError(400, problem);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The declared size is the client's word; the bytes decide.
    const recheck = checkUpload(
      { name: file.name, size: bytes.byteLength },
      suffixes,
      config.maxBytes,
    );
    if (recheck) throw new AppError(400, recheck);
    const suffix = fileSuffix(file.name);
    const contentType = await sniffContentType(bytes, suffix);
    if (!contentType) throw new AppError(400, FILE_MESSAGES.contentMismatch);

    const row: FileRow = {
      id: randomUUID(),
      ownerId,
      name: file.name,
      suffix,
      contentType,
      size: bytes.byteLength,
      storage: storage.kind,
      createdAt: clock.now(),
    };
    await storage.put(row.id, bytes, contentType);
    await insertFile(db, row);
    return {
      pkId: row.id,
      fileName: row.name,
      ext: row.suffix,
      size: row.size,
      contentType: row.contentType,
    };
  }

  /** The file and its bytes for its owner; anyone else learns nothing, not even that it exists. */
  async function read(
    fileId: string,
    userId: string,
  ): Promise<{ row: FileRow; bytes: Uint8Array<ArrayBuffer> }> {
    const row = await findFile(db, fileId);
    if (!row || row.ownerId !== userId) throw new AppError(404, FILE_MESSAGES.notFound);
    const bytes = await storage.get(row.id);
    if (!bytes) throw new AppError(404, FILE_MESSAGES.notFound);
    return { row, bytes };
  }

  return { store, read, allowedSuffixes };
}
