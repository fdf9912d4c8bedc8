// This machine's npm registry mirror lacks the other platforms' builds of native packages (biome,
// rolldown, tailwind oxide, esbuild…), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This adds an entry for each missing optional
// platform package, marked optional: `npm ci` skips what does not fit or cannot be fetched.
// Run it after every `npm install` that changes the lockfile.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    packages[hoisted] = { version: String(range).replace(/^[\^~=]/, ""), dev: meta.dev || undefined, optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform packages recorded`);
