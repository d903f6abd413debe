import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file that must never be replaced once written (a generated key), readable by its owner
 * only: written whole beside it, then linked into place. Nodes sharing a data directory and starting
 * at once never read half a file, and the first link wins where a rename would let the last writer
 * replace what the first already handed out. The draft's random part: containers sharing a volume
 * may all be pid 1. Answers false when the file was there first (read it: that one it is).
 */
export function writeOnce(file: string, contents: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.draft`;
  const fd = fs.openSync(draft, 'wx', 0o600);
  try {
    fs.writeSync(fd, contents);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** A file's text, or null when there is none (the generated-once files are read this way before writing). */
export function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
