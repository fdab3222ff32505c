import { mixedLoadGroups, runMixedLoad } from './mixed-load.mjs';
import { LIMITS_LIFTED, SHIPPED_PACK, startBenchServer } from './server.mjs';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const variants = JSON.parse(process.argv[2]);
for (const nodeOptions of variants) {
  const server = await startBenchServer({ name: 'memx', portBase: 23500, contentDir: SHIPPED_PACK, postgres: false, runtime: 'bundle', env: { ...LIMITS_LIFTED, NODE_OPTIONS: nodeOptions } });
  try {
    await fetch(`${server.origin}/hazards/earthquake`, { headers: { accept: 'text/html' } });
    await sleep(45000);
    const idle = server.rssMb();
    const groups = await mixedLoadGroups(server.origin, server.databaseUrl);
    let peak = idle; let answers = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 500);
    await runMixedLoad(server.origin, groups, { seconds: 40, onAnswer: () => (answers += 1) });
    clearInterval(sampler);
    console.log(JSON.stringify(nodeOptions), 'ready', server.readyMs, 'idle', idle.toFixed(0), 'peak', peak.toFixed(0), 'answers', answers);
  } finally { await server.stop(); }
}
