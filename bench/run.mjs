// `npm run bench`: what a person on a slow phone and the server under load would feel.
// Lighthouse 12 runs on Debian's Chromium (never a downloaded browser).
// Prints ratios against a baseline measured in the same run, never absolute pass/fail on time.
import { spawnSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { HOME_BUDGET_BYTES, homeInitialJs } from './chunk-sizes.mjs';
import { scriptsUntilIdle } from './home-scripts.mjs';
import {
  ALERT_PAGES_ENV,
  alertPages,
  audit,
  auditLine,
  launchChromium,
  LIGHTHOUSE_PAGES,
  medianAudit,
  meetsGoal,
} from './lighthouse.mjs';
import { LIMITS_LIFTED, root, SHIPPED_PACK, startBenchServer } from './server.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. The home route's initial JavaScript, gzipped.
const js = homeInitialJs(join(root, 'apps', 'web', 'dist'));
console.log('\n## Home route initial JavaScript (gzip -9)');
for (const chunk of [...js.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.gzip)}`);
}
console.log(
  `  total ${kb(js.gzipTotal)} in ${js.chunks.length} files; budget ${kb(HOME_BUDGET_BYTES)} ` +
    `(${((js.gzipTotal / HOME_BUDGET_BYTES) * 100).toFixed(0)}% of budget)`,
);

// 2. API throughput: a real route against the bare /healthz route of the same server, serving the
//    shipped content pack (the fixture pack is the tests'; its few hazards flatter search).
const server = await startBenchServer({ name: 'bench', portBase: 18000, contentDir: SHIPPED_PACK });
const { port } = server;

async function measure(path) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 20,
    duration: 8,
    headers: { accept: 'application/json' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

try {
  await measure('/healthz'); // warm-up
  const bare = await measure('/healthz');
  const routes = [
    ['GET /public/v2/supported-languages', '/public/v2/supported-languages'],
    ['GET /public/v2/hazards?lang=ja', '/public/v2/hazards?lang=ja'],
    ['GET /public/guide/hazard/1', '/public/guide/hazard/1'],
    ['GET /public/guide/hazard/by-slug (ja)', '/public/guide/hazard/by-slug/earthquake?languages=ja'],
    ['GET /public/guide/search/v2 (typo)', '/public/guide/search/v2?query=earthqake'],
    ['GET /public/guide/search/v2 (word)', '/public/guide/search/v2?query=flood'],
    ['GET /public/crisis-support-option', '/public/crisis-support-option'],
    // A point in the shipped pack's sample Portland region: its LOCAL sample line answered too.
    ['GET /public/crisis-support-option (point)', '/public/crisis-support-option?lat=45.52&lng=-122.68'],
  ];
  console.log(
    '\n## API throughput (autocannon, 20 connections, 8 s each; goal ≥ 0.60 of the bare route, p99 ≤ 25 ms)',
  );
  console.log(
    `  ${'bare route /healthz'.padEnd(44)} ${bare.rps.toFixed(0).padStart(6)} req/s, p99 ${bare.p99} ms`,
  );
  let errors = bare.errors;
  for (const [name, path] of routes) {
    const r = await measure(path);
    errors += r.errors;
    console.log(
      `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s, p99 ${r.p99} ms, ratio ${(r.rps / bare.rps).toFixed(2)}`,
    );
  }
  if (errors > 0) console.log(`  errors or non-2xx answers: ${errors}`);

  // The questionnaire's autosave on PostgreSQL (its own server and database; BENCH_DATABASE_URL,
  // by default this machine's PostgreSQL): twenty people saving their drafts at once.
  console.log('\n## Autosave on PostgreSQL (20 people at once; goal p99 ≤ 40 ms)');
  const autosave = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'autosave.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  const autosaveLines = autosave.stdout.split('\n').filter((line) => line && !line.startsWith('{'));
  console.log(
    autosave.status === 0
      ? autosaveLines.map((line) => `  ${line}`).join('\n')
      : `  not measured: ${autosave.stderr.trim().split('\n').at(-1) ?? 'PostgreSQL unreachable'}`,
  );

  // Search over a generated 1,000-hazard set (7 languages each): build time and per-query latency.
  console.log('\n## Hazard search over 1,000 generated hazards (goal p50 ≤ 2 ms)');
  const searchBench = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/modules/hazards/search-bench.ts'],
    {
      cwd: join(root, 'apps', 'api'),
      encoding: 'utf8',
    },
  );
  console.log(searchBench.stdout.replace(/^/gm, '  ').trimEnd());

  // Alert matching (issue 26): 1,000 active alerts against 100,000 saved places.
  console.log('\n## Alert matching: 1,000 alerts, 100,000 saved places (goal ≤ 1 s)');
  const matchBench = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/alerts/match-bench.ts'], {
    cwd: join(root, 'apps', 'api'),
    encoding: 'utf8',
  });
  console.log(matchBench.stdout.replace(/^/gm, '  ').trimEnd());

  // Alert notifications (issue 26): encrypted, signed pushes to a local push service.
  console.log('\n## Alert notifications: 500 pushes to a local push service');
  const pushBench = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/alerts/push-bench.ts'], {
    cwd: join(root, 'apps', 'api'),
    encoding: 'utf8',
  });
  console.log(pushBench.stdout.replace(/^/gm, '  ').trimEnd());
} finally {
  await server.stop();
}

// 3. Lighthouse on the shipped content pack (issue 25 §1), on a server of its own: the pages
//    issue 25 names, median of three each, throttled for real (`devtools`: on a server this
//    close, Lighthouse's simulation counts every script as holding back the first paint; ADR
//    016). The baseline: the hazard page with its scripts stripped, audited in the same run. Both
//    go through one proxy (the stripped HTML at `?no-scripts`, everything else passed to the
//    same server), so neither pays a hop the other does not. The simulated figures follow.
const shipped = await startBenchServer({
  name: 'bench-shipped',
  portBase: 19000,
  contentDir: SHIPPED_PACK,
  env: { ...LIMITS_LIFTED, ...ALERT_PAGES_ENV },
});
try {
  // Issue 25's measure of the home route's JavaScript: every script until the network is idle, in
  // a real browser (what hydration and the first seconds load too, unlike the figure above).
  const home = await scriptsUntilIdle(`${shipped.origin}/`);
  console.log(
    `\n## Home route, every script until the network is idle (Chromium, gzip -9)\n` +
      `  ${kb(home.gzipTotal)} in ${home.scripts.length} scripts; goal ≤ ${kb(HOME_BUDGET_BYTES)}` +
      `${home.gzipTotal > HOME_BUDGET_BYTES ? '  ← over the goal' : ''}`,
  );

  const hazardPath = '/hazards/earthquake';
  const stripped = (await (await fetch(`${shipped.origin}${hazardPath}`)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="manifest"[^>]*>/g, '');
  const strippedBr = brotliCompressSync(stripped);
  const proxyPort = shipped.port + 1000;
  const proxy = createServer((request, response) => {
    if (request.url === `${hazardPath}?no-scripts`) {
      // Compressed as the server sends the real page, so only the scripts differ.
      const br = /\bbr\b/.test(String(request.headers['accept-encoding']));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      response.end(br ? strippedBr : stripped);
      return;
    }
    // Raw bytes both ways (node:http, not fetch, which would unpack compressed answers).
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: shipped.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

  const chrome = await launchChromium();
  try {
    console.log(
      '\n## Lighthouse, mobile, throttled for real, shipped pack, median of three runs ' +
        '(goal: performance ≥ 95, TBT ≤ 200 ms, accessibility 100, SEO 100)',
    );
    const below = [];
    const pages = [...LIGHTHOUSE_PAGES, ...(await alertPages(shipped.origin))];
    for (const [name, path, options] of pages) {
      const result = await medianAudit(chrome, `${shipped.origin}${path}`, 'devtools', options);
      console.log(auditLine(`${name} ${path}`, result));
      if (!meetsGoal(result)) below.push(path);
    }
    console.log(below.length > 0 ? `  below the goal: ${below.join(', ')}` : '  every page meets the goal');
    const proxied = await audit(chrome, `http://127.0.0.1:${proxyPort}${hazardPath}`);
    const bare = await audit(chrome, `http://127.0.0.1:${proxyPort}${hazardPath}?no-scripts`);
    console.log(auditLine('hazard page (via proxy)', proxied));
    console.log(auditLine('same HTML, no scripts', bare));
    console.log(
      `  hazard page LCP relative to the same HTML without scripts: ${(proxied.lcp / bare.lcp).toFixed(2)} (goal ≤ 1.30)`,
    );

    console.log('\n## Lighthouse, mobile, simulated throttling (for comparison with earlier runs)');
    for (const [name, path, options] of LIGHTHOUSE_PAGES) {
      const result = await audit(chrome, `${shipped.origin}${path}`, 'simulate', options);
      console.log(auditLine(`${name} ${path}`, result));
    }
  } finally {
    await chrome.kill();
    proxy.close();
  }
} finally {
  await shipped.stop();
}

// 4. Start-up and memory (issue 25 §2), each against its goal.
const memory = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'memory.mjs')], {
  cwd: root,
  encoding: 'utf8',
});
console.log(
  memory.status === 0
    ? memory.stdout
        .split('\n')
        .filter((line) => line && !line.startsWith('{') && !line.includes('WARNING'))
        .join('\n')
    : `\n## Start-up and memory: not measured: ${memory.stderr.trim().split('\n').at(-1)}`,
);
