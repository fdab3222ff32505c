import lighthouse from 'lighthouse';
import { launchChromium } from './lighthouse.mjs';
import { LIMITS_LIFTED, SHIPPED_PACK, startBenchServer } from './server.mjs';
const server = await startBenchServer({ name: 'lhd', portBase: 25000, contentDir: SHIPPED_PACK, env: LIMITS_LIFTED });
const chrome = await launchChromium();
try {
  for (const path of process.argv.slice(2)) {
    const r = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: 'devtools', onlyCategories: ['performance', 'accessibility'] });
    const { audits, categories } = r.lhr;
    console.log(path, 'perf', categories.performance.score);
    for (const ref of categories.performance.auditRefs.filter((a) => a.weight > 0)) console.log('  ', ref.id, audits[ref.id].score, audits[ref.id].displayValue);
    for (const ref of categories.accessibility.auditRefs) if (audits[ref.id].score !== null && audits[ref.id].score < 1) console.log('  A11Y', ref.id, JSON.stringify(audits[ref.id].details?.items?.slice(0, 3)).slice(0, 600));
    const mt = audits['mainthread-work-breakdown']; console.log('  main thread', mt.displayValue, JSON.stringify(mt.details.items.map((i) => [i.group, Math.round(i.duration)])));
    const bt = audits['bootup-time']; console.log('  bootup', JSON.stringify(bt.details.items.slice(0, 8).map((i) => [i.url.replace(server.origin, ''), Math.round(i.total), Math.round(i.scripting)])));
    const nr = audits['network-requests']; console.log('  requests', JSON.stringify(nr.details.items.filter((i) => !i.url.includes('/assets/locale')).map((i) => [i.url.replace(server.origin, '').slice(0, 60), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize])));
    const lt = audits['long-tasks']; console.log('  long tasks', JSON.stringify(lt.details?.items?.slice(0, 8).map((i) => [i.url?.replace(server.origin, ''), Math.round(i.startTime), Math.round(i.duration)])));
  }
} finally { await chrome.kill(); await server.stop(); }
