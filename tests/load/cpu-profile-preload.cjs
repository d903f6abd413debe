// Preloaded into a benchmark's server (`node -r`): each SIGUSR2 starts or stops V8's sampling CPU
// profiler; a stop writes the profile to $CPU_PROFILE_DIR/<pid>-<n>.cpuprofile (open it in Chrome's
// DevTools, or `node tests/load/cpu-profile-summary.mjs <file>`). A benchmark signals around the
// phase it measures, so the profile holds that phase and nothing of the setup.
const inspector = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR || process.cwd();
const session = new inspector.Session();
session.connect();
let running = false;
let written = 0;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, result) => {
    if (err) return console.error('profiler stop failed', err);
    const file = path.join(dir, `${process.pid}-${++written}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(result.profile));
    console.error(`CPU profile written: ${file}`);
  });
});
