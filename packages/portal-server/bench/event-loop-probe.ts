// Loaded into the server by bench/csv-import.ts only (`node --import`), never by the product: the most CPU
// time the server's main thread spent between two ticks of a 1 ms timer, i.e. about the longest it held its
// event loop, whatever else the machine ran meanwhile. On SIGUSR2 it writes the figure since the last
// SIGUSR2 to EVENT_LOOP_PROBE_FILE and starts over.
import { writeFileSync } from 'node:fs';

const file = process.env.EVENT_LOOP_PROBE_FILE;
const cpuNow = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
let last = cpuNow();
let most = 0;
const tick = () => {
  const now = cpuNow();
  most = Math.max(most, now - last);
  last = now;
};
setInterval(tick, 1).unref();
process.on('SIGUSR2', () => {
  tick();
  if (file) writeFileSync(file, String(most));
  most = 0;
});
