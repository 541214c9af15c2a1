// The npm registry this project is installed from has no tarballs for Tailwind's non-Linux-x64 native
// scanners, so npm leaves them out of the lock and `npm ci` then refuses the lock as out of sync.
// Recording them as platform-restricted optional entries makes the lock complete; npm skips them on Linux x64.
import fs from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const platforms: Record<string, [string[] | null, string[]]> = {
  'android-arm64': [['android'], ['arm64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'freebsd-x64': [['freebsd'], ['x64']],
  'linux-arm-gnueabihf': [['linux'], ['arm']],
  'wasm32-wasi': [null, ['wasm32']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
};
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
for (const [name, version] of Object.entries(oxide.optionalDependencies)) {
  const key = `node_modules/${name}`;
  const suffix = name.replace('@tailwindcss/oxide-', '');
  if (lock.packages[key] || !platforms[suffix]) {continue;}
  const [os, cpu] = platforms[suffix];
  lock.packages[key] = { version, license: 'MIT', optional: true, ...(os ? { os } : {}), cpu, engines: { node: '>= 20' } };
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
