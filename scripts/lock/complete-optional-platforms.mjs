// Run after `npm install` changes package-lock.json. The registry this project is developed
// against lacks some other-platform binaries (macOS, Windows, ...), so npm leaves their entries
// out of the lock and `npm ci` then refuses the lock as out of sync. This adds the missing
// optional platform entries with their os/cpu/libc, so npm ci skips them here and installs
// them on the platforms that need them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'openbsd',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => p in CPU);
  if (!os || !cpu) return undefined;
  const tail = parts.slice(parts.indexOf(cpu) + 1).join('-');
  const libc =
    os === 'linux'
      ? /musl/.test(tail)
        ? 'musl'
        : /gnu/.test(tail)
          ? 'glibc'
          : undefined
      : undefined;
  return { os: [os], cpu: [CPU[cpu]], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    const version = String(spec).replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${name}`] = { version, ...platform, optional: true };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries to package-lock.json`);
