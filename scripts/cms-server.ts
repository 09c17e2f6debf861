/**
 * The fixture CMS: the embedded content over HTTP at /wp-json/<path>, so the site runs against it
 * with CMS_API_URL=http://127.0.0.1:4010/wp-json, and a control API for tests (fault injection,
 * request log, run-time content changes) under /__control/. docs/cms-contract/ (README.md the
 * index) describes the CMS paths; test/support/fixture-cms/server.ts the control API; test/support/fixture-cms/control.ts is its
 * typed client.
 *
 * Usage: npx tsx scripts/cms-server.ts
 *   CMS_PORT (default 4010), CMS_HOST (default 127.0.0.1), CONTENT_DIR (default content/),
 *   DATA_DIR (default .data/, where newsletter, contact and view writes are stored).
 */
import { createFixtureServer } from '../test/support/fixture-cms/server';

const port = Number(process.env.CMS_PORT ?? 4010);
const host = process.env.CMS_HOST ?? '127.0.0.1';
const fixture = createFixtureServer();

fixture.server.on('error', (error) => {
  process.stderr.write(`fixture CMS: ${error.message}\n`);
  process.exit(1);
});

fixture.server.listen(port, host, () => {
  process.stdout.write(`fixture CMS on http://${host}:${port}/wp-json (control: http://${host}:${port}/__control)\n`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`fixture CMS: ${signal}, stopping\n`);
  setTimeout(() => process.exit(0), 2000).unref();
  void fixture.close().then(() => process.exit(0));
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
