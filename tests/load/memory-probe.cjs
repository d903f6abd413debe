// Preloaded into a server process by `npm run fuzz` (FUZZ_MEMORY=1): every 2 s it collects garbage
// and writes process.memoryUsage() to PROBE_FILE, so the run can tell live memory (heap after a
// full GC) from garbage V8 has not collected yet, which is most of the RSS growth of a busy process.
const v8 = require('node:v8');
const vm = require('node:vm');
const fs = require('node:fs');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
setInterval(() => {
  gc();
  fs.writeFileSync(process.env.PROBE_FILE, JSON.stringify(process.memoryUsage()));
}, 2000).unref();
