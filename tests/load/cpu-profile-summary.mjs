// Where a .cpuprofile's time went, by function: self time, and with `--inclusive` time including callees.
//   node tests/load/cpu-profile-summary.mjs <file.cpuprofile> [top=40] [--inclusive]
import fs from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.cpuprofile'));
if (!file) throw new Error('usage: cpu-profile-summary.mjs <file.cpuprofile> [top] [--inclusive]');
const top = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const sampled = new Map();
profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...sampled.values()].reduce((a, b) => a + b, 0);

const label = (n) => {
  const url = n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^.*?\/(server|tests)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map();
const inclusive = new Map();
for (const [id, time] of sampled) {
  const own = label(byId.get(id));
  self.set(own, (self.get(own) ?? 0) + time);
  const counted = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const name = label(byId.get(at));
    if (counted.has(name)) continue;
    counted.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + time);
  }
}

const seconds = (profile.endTime - profile.startTime) / 1e6;
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled over ${seconds.toFixed(1)} s`);
const print = (times, title) => {
  console.log(`--- ${title} (% of the profile's time)`);
  for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * time) / total).toFixed(1).padStart(5)}  ${name}`);
};
print(self, 'self');
if (args.includes('--inclusive')) print(inclusive, 'inclusive');
