// Every package in package-lock.json must carry an integrity hash, so `npm ci` verifies what it downloads.
// Run by .ci/run before the install; exits 1 and lists the entries that lack one.
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const missing = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && !entry.link && !entry.integrity)
  .map(([path]) => path);
if (missing.length > 0) {
  console.error(`package-lock.json: ${missing.length} entries without an integrity hash:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`package-lock.json: all ${Object.keys(lock.packages).length - 1} entries carry an integrity hash`);
