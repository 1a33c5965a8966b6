import { runCli } from './run-cli.ts';

/**
 * `npm run atalaya -- <command>`: the operator's entry point (tenants, hosts, invitations), an
 * entry point like server.ts. Reads the same environment as the server; prints results on
 * stdout and one line per problem on stderr; `--help` lists the commands.
 */
process.exitCode = await runCli(process.argv.slice(2), process.env, {
  line: (text) => process.stdout.write(`${text}\n`),
  problem: (text) => process.stderr.write(`${text}\n`),
});
