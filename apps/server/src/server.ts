import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { startupBanner } from './lib/startup-banner.ts';

/** How long in-flight requests may finish after SIGTERM/SIGINT before connections are cut. */
const shutdownGraceMs = 3_000;

/** Entry point: validated config → app → listen; graceful close on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const url = await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl ?? url.replace('0.0.0.0', 'localhost');
  process.stdout.write(startupBanner(shown, app.seedReport.seeded ? app.seedReport : null));
  let closing = false;
  async function close(signal: string) {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get a grace period; then every connection is cut (a half-sent request
    // or a held keep-alive socket must not keep the process alive), and as a last resort the
    // process ends even if a pool or a hook hangs.
    setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs).unref();
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, 2 * shutdownGraceMs).unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
}

await main();
