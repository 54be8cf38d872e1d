import fs from 'node:fs';
import path from 'node:path';

/** The file that marks a PGlite data folder as in use, inside the folder itself. */
export const LOCK_FILE = 'configurator.lock';

/** A data folder that cannot be used: its message is one line that names the folder and the cause. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';
}

export interface FolderLock {
  /** Removes the lock file if it is still ours. */
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'it is a file, not a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOENT: 'the path cannot be created',
    ENOSPC: 'the disk is full',
  };
  return `${(e.code && reasons[e.code]) ?? e.message ?? String(error)}${e.code ? ` (${e.code})` : ''}`;
}

/**
 * Makes sure `dir` is a folder this process can write, and takes it for this process: a lock file
 * holding our PID, created exclusively. PGlite has no lock of its own, so two processes on one
 * folder would each run their own database over the same files and lose writes (issue 18, point 5).
 * A lock left by a process that no longer exists (kill -9) is taken over. Throws DataFolderError
 * naming the folder (and the PID that holds it).
 */
export function lockDataFolder(dir: string): FolderLock {
  const folder = path.resolve(dir);
  // /proc and /sys accept mkdir and stat but are no place for a database (PGlite spins forever there).
  if (/^\/(proc|sys)(\/|$)/.test(folder)) {
    throw new DataFolderError(`Cannot use the data folder ${folder}: it is inside a kernel file system, not on a disk`);
  }
  try {
    fs.mkdirSync(folder, { recursive: true });
    if (!fs.statSync(folder).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    throw new DataFolderError(`Cannot use the data folder ${folder}: ${describe(error)}`);
  }
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone (the folder was removed): nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataFolderError(`Cannot use the data folder ${folder}: ${describe(error)}`);
      }
    }
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new DataFolderError(`The data folder ${folder} is in use by process ${holder} (lock file ${file})`);
    }
    // Stale (its process is gone) or unreadable: remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new DataFolderError(`Cannot lock the data folder ${folder}: another process keeps taking it`);
}
