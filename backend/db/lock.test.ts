import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-lock-'));

describe('acquireDataDirLock', () => {
  it('fails fast with a clear message while another live process holds the directory', () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'zsai.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'zsai.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'zsai.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'zsai.lock'))).toBe(false);
  });

  it('refuses to open the same directory twice in one process', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow('already open in this process');
    } finally {
      lock.release();
    }
  });
});
