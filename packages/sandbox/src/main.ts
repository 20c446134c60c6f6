#!/usr/bin/env node
// `avios-sandbox` (`npx avios-sandbox`, `npm run sandbox`): starts every service on localhost
// and prints their addresses. Flags and settings: src/cli.ts, docs/sandbox.md.
import { USAGE, parseCommandLine } from './cli';
import { startSandbox } from './sandbox';

const started = Date.now();
try {
  const command = parseCommandLine(process.argv.slice(2));
  if (command.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const { config } = command;
  const sandbox = await startSandbox(config);
  const { urls } = sandbox;
  console.log(
    [
      `Avios sandbox ready in ${Date.now() - started} ms`,
      `  purchase API       ${urls.purchaseApi}   (control: ${urls.api}/__sandbox/health)`,
      `  identity provider  ${urls.idp}   (issuer ${urls.issuer}; clients avios-ba, avios-ib, avios-ei)`,
      `  content service    ${urls.content ?? 'not started'}`,
      `  payments           ${urls.payments}`,
      `  error reports      ${urls.reports}/api/<project>/envelope/   (read: ${urls.reports}/__sandbox/reports)`,
      `  allowed origins    ${config.origins.join(', ')}   (more: --origin, AVIOS_SANDBOX_ORIGINS)`,
      `  step time          ${config.stepMs} ms (SANDBOX_STEP_MS)`,
      'Members: docs/sandbox.md (password "avios"); list them at GET /__sandbox/members.',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`The sandbox could not start: ${(error as Error).message}`);
  process.exit(1);
}
