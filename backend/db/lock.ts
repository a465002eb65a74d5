import fs from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release: () => void };

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process owns a PGlite data directory. A second one fails fast here with a clear
 * message instead of corrupting the files; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'zsai.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Data directory ${path.resolve(dataDir)} is in use by process ${owner}. ` +
            'Stop that process, or set ZSAI_DATA_DIR to another directory.',
        );
      }
      if (owner === process.pid) {
        throw new DataDirLockedError(
          `Data directory ${path.resolve(dataDir)} is already open in this process.`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock of a dead process
    }
  }
  throw new DataDirLockedError(`Could not lock data directory ${path.resolve(dataDir)}.`);
}
