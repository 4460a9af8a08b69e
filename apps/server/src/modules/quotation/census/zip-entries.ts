import { createInflateRaw, inflateRawSync } from "node:zlib";

/*
 * A workbook is a zip. Before a spreadsheet library opens one, its entries are listed and inflated here with a bound
 * on what they may grow to: a small upload that inflates to gigabytes (a "zip bomb") is refused instead of filling
 * the server's memory, and a workbook's macro part is seen by its name without opening it.
 */

export type ZipEntry = {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  dataOffset: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The zip's entries from its central directory, or null when the bytes are not a zip this reader understands. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = bytes.readUInt16LE(at + 10);
    const crc32 = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + skip;
    // Zip64 sizes (0xFFFFFFFF) never belong to a census; a local header outside the file is a broken zip.
    if (compressedSize === 0xffffffff || size === 0xffffffff) return null;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > bytes.length) return null;
    entries.push({ name, method, crc32, compressedSize, size, dataOffset });
  }
  return entries;
}

function findEndOfDirectory(bytes: Buffer) {
  // The record is 22 bytes plus a comment of at most 65,535.
  const last = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= last; at--) if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

/**
 * Whether every entry inflates, all together, to at most `maxBytes`, whatever sizes the directory declares (a hostile
 * zip may declare small ones). Inflation stops at the bound instead of finishing.
 */
export function inflatesWithin(bytes: Buffer, entries: readonly ZipEntry[], maxBytes: number): boolean {
  let left = maxBytes;
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === STORED) left -= data.length;
    else if (entry.method === DEFLATED) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch {
        return false;
      }
    } else return false;
    if (left < 0) return false;
  }
  return true;
}

/** An entry's stored bytes, as they are in the zip (deflated or stored). */
export const entryData = (bytes: Buffer, entry: ZipEntry) =>
  bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);

/**
 * A zip of only `entries`, in that order, as a stream reader reads it: each entry's local header written afresh with
 * its sizes and checksum from the central directory (so no data descriptor follows), then its data as stored.
 */
export function zipOf(bytes: Buffer, entries: readonly ZipEntry[]): Buffer {
  return Buffer.concat(
    entries.flatMap((entry) => {
      const name = Buffer.from(entry.name, "utf8");
      const header = Buffer.alloc(30);
      header.writeUInt32LE(LOCAL_HEADER, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0800, 6); // the name is UTF-8
      header.writeUInt16LE(entry.method, 8);
      header.writeUInt32LE(entry.crc32, 14);
      header.writeUInt32LE(entry.compressedSize, 18);
      header.writeUInt32LE(entry.size, 22);
      header.writeUInt16LE(name.length, 26);
      return [header, name, entryData(bytes, entry)];
    }),
  );
}

/**
 * An entry's inflated bytes as they come, chunk by chunk, never more than `maxBytes` in all: past the bound the
 * inflation stops and `tooLarge` is thrown. A reader that stops early ends the inflation there.
 */
export async function* inflatedChunks(bytes: Buffer, entry: ZipEntry, maxBytes: number, tooLarge: () => Error) {
  const data = entryData(bytes, entry);
  if (entry.method === STORED) {
    if (data.length > maxBytes) throw tooLarge();
    yield data;
    return;
  }
  if (entry.method !== DEFLATED) throw tooLarge();
  const inflater = createInflateRaw();
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      yield chunk;
    }
  } finally {
    inflater.destroy();
  }
}
