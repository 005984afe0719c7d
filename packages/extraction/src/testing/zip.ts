import { deflateRawSync } from 'node:zlib';

/** A zip archive from entries (deflated data and the inflated size it declares), built by hand. */
export function zipOf(entries: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** One entry that inflates to 200 MB of zeros from about 200 KB. */
export function inflatedBomb(): Buffer {
  const zeros = Buffer.alloc(200 * 1024 * 1024);
  return zipOf([{ name: 'word/document.xml', data: deflateRawSync(zeros, { level: 9 }), size: zeros.length }]);
}

/** 100,000 empty entries. */
export function manyEntries(): Buffer {
  const empty = deflateRawSync(Buffer.alloc(0));
  return zipOf(Array.from({ length: 100_000 }, (_, i) => ({ name: `f${i}`, data: empty, size: 0 })));
}
