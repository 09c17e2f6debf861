/**
 * The old-address map at the size of the CMS it reads (docs/wordpress.md, "Moving the domain"):
 * how long the site's read of the whole map takes (every page, one after the other, as the copy
 * reads it), how many bytes it is (JSON, and gzipped as kept on disk and in Redis), the memory the
 * process's copy (the index) holds, and the cost of one look-up.
 * Usage, against a WordPress with the office-sized archive (scripts/wordpress.sh reset --archive):
 *   CMS_API_URL=http://127.0.0.1:8080/wp-json NODE_OPTIONS=--expose-gc npx tsx scripts/bench-old-addresses.ts
 * (npm run bench:old-addresses). Without CMS_API_URL it measures the embedded content's map.
 */
import { gzipSync } from 'node:zlib';
import { readOldAddresses } from '../lib/cms/old-addresses';
import { config } from '../lib/config';
import { buildOldAddressIndex, oldAddressTarget } from '../lib/old-addresses/match';
import { isAllowedTarget } from '../lib/old-addresses/targets';
import { liveBytes } from './lib/heap';

async function main() {
  const reads: number[] = [];
  let entries = await readOldAddresses();
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    entries = await readOldAddresses();
    reads.push(performance.now() - started);
  }
  const json = JSON.stringify({ source: config.cmsApiUrl ?? 'embedded', madeAt: Date.now(), entries });
  const addresses = entries.flatMap((entry) => [...entry.from, ...entry.old]);

  const base = liveBytes();
  const started = performance.now();
  const index = buildOldAddressIndex(entries, (target) => isAllowedTarget(target, config.cmsApiUrl));
  const indexMs = performance.now() - started;
  entries = [];
  const bytes = liveBytes() - base;

  const probes = addresses.map((address) => new URL(address, 'https://old.example'));
  const lookups = 200_000;
  const lookStarted = process.hrtime.bigint();
  let found = 0;
  for (let i = 0; i < lookups; i++) {
    const url = probes[i % probes.length]!;
    if (oldAddressTarget(index, url.pathname, url.searchParams)) found++;
  }
  const perLookup = Number(process.hrtime.bigint() - lookStarted) / lookups / 1000;

  console.log(`CMS: ${config.cmsApiUrl ?? 'embedded content'}`);
  console.log(`read of the whole map: ${reads.map((ms) => `${Math.round(ms)} ms`).join(', ')} (three runs, pages one after the other)`);
  console.log(`map: ${addresses.length.toLocaleString('en')} addresses of ${JSON.parse(json).entries.length.toLocaleString('en')} items; JSON ${(json.length / 1e6).toFixed(2)} MB, gzipped ${(gzipSync(json).length / 1e3).toFixed(0)} KB`);
  console.log(`the process's copy: ${index.size.toLocaleString('en')} keys in ${(bytes / 1e6).toFixed(1)} MB (${Math.round(bytes / index.size)} bytes a key), indexed in ${Math.round(indexMs)} ms`);
  console.log(`one look-up: ${perLookup.toFixed(2)} µs (${found.toLocaleString('en')} of ${lookups.toLocaleString('en')} found)`);
}

void main();
