import { ConfigError } from '../config/env.ts';
import { withCliContext, type CliCommand, type Output } from './cli-context.ts';
import { tenantActiveCommand, tenantChangeUsage, tenantHostCommand } from './tenant-change.ts';
import { tenantCreateCommand, tenantCreateUsage } from './tenant-create.ts';
import { tenantListCommand, tenantListUsage } from './tenant-list.ts';
import { tenantAppCommand, tenantAppUsage } from './tenant-app.ts';
import { userInviteCommand, userInviteUsage } from './user-invite.ts';

/** Exit codes: 0 done; 1 refused (bad input, nothing changed); 2 wrong usage; 3 could not run. */
export const exitCodes = { ok: 0, refused: 1, usage: 2, failed: 3 } as const;

export const helpText = [
  'Atalaya: órdenes del operador (misma configuración que el servidor: DATA_DIR o DATABASE_URL, PUBLIC_URL, SMTP_URL).',
  '',
  `  ${tenantCreateUsage}`,
  `  ${tenantListUsage}`,
  ...tenantChangeUsage.map((usage) => `  ${usage}`),
  `  ${tenantAppUsage}`,
  `  ${userInviteUsage}`,
  '',
  'Salida: 0 hecho; 1 rechazado (una línea por problema, nada cambiado); 2 uso incorrecto; 3 error.',
].join('\n');

const commands: Record<string, (args: string[]) => CliCommand> = {
  'tenant create': tenantCreateCommand,
  'tenant list': tenantListCommand,
  'tenant disable': (args) => tenantActiveCommand(args, false),
  'tenant enable': (args) => tenantActiveCommand(args, true),
  'tenant add-host': (args) => tenantHostCommand(args, 'add'),
  'tenant remove-host': (args) => tenantHostCommand(args, 'remove'),
  'tenant add-app': tenantAppCommand,
  'user invite': userInviteCommand,
};

/** The message of a thrown value, on one line. */
function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

/**
 * Runs one operator command (`argv` without node and the script): checks its arguments before
 * opening anything, then runs it over the server's database. Answers the exit code; writes
 * results with `out.line` and one line per problem with `out.problem`.
 * @example await runCli(['tenant', 'list'], process.env, out) // 0
 */
export async function runCli(argv: string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    out.line(helpText);
    return exitCodes.ok;
  }
  const name = argv.slice(0, 2).join(' ');
  const prepare = commands[name];
  if (!prepare) {
    out.problem(argv.length === 0 ? 'Falta la orden.' : `Orden desconocida: ${name}`);
    out.problem(helpText);
    return exitCodes.usage;
  }
  let command: CliCommand;
  try {
    command = prepare(argv.slice(2));
  } catch (error) {
    out.problem(`Uso incorrecto: ${oneLine(error)}`);
    out.problem(`Ayuda: npm run atalaya -- --help`);
    return exitCodes.usage;
  }
  try {
    return await withCliContext(env, (context) => command(context, out));
  } catch (error) {
    if (error instanceof ConfigError) {
      error.problems.forEach((problem) => out.problem(`Configuración no válida: ${problem}`));
      return exitCodes.refused;
    }
    out.problem(`Error: ${oneLine(error)}`);
    return exitCodes.failed;
  }
}
