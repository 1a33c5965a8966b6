import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A real SAML 2 identity provider we did not write, for the citizen sign-in tests (issue 16,
 * decision 045): Debian's SimpleSAMLphp served by PHP's built-in server on loopback, with a
 * throwaway configuration in a temporary directory. `scripts/test-all.sh` installs the package
 * when it is missing; where it still is, the suites that need it skip LOUDLY (`warnIdpMissing`).
 */

const simpleSamlRoot = '/usr/share/simplesamlphp';

function phpWorks(): boolean {
  const run = spawnSync('php', ['-r', 'echo class_exists("DOMDocument") ? "ok" : "no";'], { encoding: 'utf8' });
  return run.status === 0 && run.stdout.trim() === 'ok';
}

/** True when SimpleSAMLphp, php-cli and php-xml are installed. */
export const samlIdpAvailable: boolean = fs.existsSync(path.join(simpleSamlRoot, 'www')) && phpWorks();

/** Says, on stderr where nobody misses it, which tests do not run on this machine and why. */
export function warnIdpMissing(tests: string): void {
  console.warn(
    `\n*** SimpleSAMLphp (or php-cli/php-xml) is missing: SKIPPED ${tests}. ` +
      'Install with: apt-get install -y --no-install-recommends simplesamlphp php-cli php-xml ***\n',
  );
}

/** eIDAS natural-person attribute names, as Cl@ve 2 sends them. */
export const eidasAttribute = {
  personIdentifier: 'http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier',
  givenName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentGivenName',
  familyName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentFamilyName',
} as const;

export type IdpUser = { username: string; password: string; attributes: Record<string, string[]> };

/** The citizens every test IdP knows. */
export const defaultUsers: IdpUser[] = [
  {
    username: 'ciudadana',
    password: 'secreto-1',
    attributes: {
      [eidasAttribute.personIdentifier]: ['ES/ES/12345678Z'],
      [eidasAttribute.givenName]: ['María'],
      [eidasAttribute.familyName]: ['García López'],
    },
  },
  {
    username: 'ciudadano',
    password: 'secreto-2',
    attributes: {
      [eidasAttribute.personIdentifier]: ['ES/ES/87654321X'],
      [eidasAttribute.givenName]: ['Pedro'],
      [eidasAttribute.familyName]: ['Ruiz'],
    },
  },
];

/** A service provider the IdP answers. */
export type SpRegistration = {
  entityId: string;
  acsUrl: string;
  /** The SP's signing certificate (PEM): when given, the IdP requires signed AuthnRequests. */
  cert?: string;
  /** Seconds the assertions are valid for (SimpleSAMLphp's default is 300). */
  assertionLifetime?: number;
  /** Sign the Response (default true). */
  signResponse?: boolean;
  /** Sign the Assertion (default true; Cl@ve 2 signs the Response only). */
  signAssertion?: boolean;
  /** The SP's single logout endpoint (HTTP-POST): where the IdP sends its signed LogoutResponse. */
  sloUrl?: string;
};

export type SamlIdp = {
  baseUrl: string;
  entityId: string;
  ssoUrl: string;
  /** The IdP's signing certificate, PEM. */
  cert: string;
  metadataXml: () => Promise<string>;
  /** Registers (or replaces) a service provider; the next request reads it (opcache is off, so at once). */
  addSp: (sp: SpRegistration) => void;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A PHP single-quoted string literal. */
function php(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function phpStringList(values: string[]): string {
  return `[${values.map(php).join(', ')}]`;
}

function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

const rsaSha256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

function writeSpRemote(dir: string, sps: Map<string, SpRegistration>): void {
  const entries = [...sps.values()].map((sp) => {
    const lines = [
      `  'AssertionConsumerService' => [['Binding' => ${php(postBinding)}, 'Location' => ${php(sp.acsUrl)}]],`,
      `  'saml20.sign.response' => ${sp.signResponse === false ? 'false' : 'true'},`,
      `  'saml20.sign.assertion' => ${sp.signAssertion === false ? 'false' : 'true'},`,
      `  'signature.algorithm' => ${php(rsaSha256)},`,
      "  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',",
      "  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',",
    ];
    if (sp.cert) {
      lines.push(
        "  'validate.authnrequest' => true,",
        "  'validate.logout' => true,",
        `  'certData' => ${php(pemBody(sp.cert))},`,
      );
    }
    if (sp.sloUrl) {
      lines.push(
        `  'SingleLogoutService' => [['Binding' => ${php(postBinding)}, 'Location' => ${php(sp.sloUrl)}]],`,
        "  'sign.logout' => true,",
      );
    }
    if (sp.assertionLifetime !== undefined) {
      lines.push(`  'assertion.lifetime' => ${sp.assertionLifetime},`);
    }
    return `$metadata[${php(sp.entityId)}] = [\n${lines.join('\n')}\n];`;
  });
  fs.writeFileSync(path.join(dir, 'metadata', 'saml20-sp-remote.php'), `<?php\n${entries.join('\n')}\n`);
}

/**
 * PHP's built-in server router: every request is served as usual, but for a Cl@ve-shaped IdP a
 * LogoutRequest posted as `logoutRequest` (Cl@ve's field, issue 16 §1) is handed to SimpleSAMLphp's
 * single logout as the standard `SAMLRequest`, and a `SAMLRequest` there is refused, as Cl@ve would.
 */
function routerScript(claveLogout: boolean, nonce: string): string {
  const slo = path.join(simpleSamlRoot, 'www', 'saml2', 'idp', 'SingleLogoutService.php');
  return `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/__whoami') {
  echo ${php(nonce)};
  return true;
}
if (${claveLogout ? 'true' : 'false'} && $path === '/saml2/idp/SingleLogoutService.php' && $_SERVER['REQUEST_METHOD'] === 'POST') {
  if (!isset($_POST['logoutRequest'])) {
    http_response_code(400);
    echo 'Cl@ve reads the LogoutRequest from logoutRequest';
    return true;
  }
  $_POST['SAMLRequest'] = $_POST['logoutRequest'];
  unset($_POST['logoutRequest']);
  $_REQUEST = array_merge($_GET, $_POST);
  $_SERVER['SCRIPT_FILENAME'] = ${php(slo)};
  $_SERVER['SCRIPT_NAME'] = $path;
  $_SERVER['PHP_SELF'] = $path;
  chdir(dirname(${php(slo)}));
  require ${php(slo)};
  return true;
}
return false;
`;
}

/**
 * Waits until this child answers on `baseUrl`. The port was free when picked, but another process
 * (another suite's IdP, a database client's ephemeral port) may take it before php binds it: then
 * php exits, or — worse — someone else answers. Only the child's own nonce counts as up.
 */
async function waitUntilUp(baseUrl: string, nonce: string, child: ChildProcess): Promise<boolean> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) {
      return false;
    }
    try {
      const response = await fetch(`${baseUrl}/__whoami`);
      if (response.status === 200 && (await response.text()) === nonce) {
        return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  return false;
}

function writeConfig(dir: string, baseUrl: string, secret: string): void {
  fs.writeFileSync(
    path.join(dir, 'config', 'config.php'),
    `<?php
$config = [
  'baseurlpath' => ${php(`${baseUrl}/`)},
  'certdir' => ${php(`${dir}/cert/`)},
  'loggingdir' => ${php(`${dir}/log/`)},
  'datadir' => ${php(`${dir}/data/`)},
  'tempdir' => ${php(`${dir}/tmp`)},
  'metadatadir' => ${php(`${dir}/metadata/`)},
  'metadata.sources' => [['type' => 'flatfile', 'directory' => ${php(`${dir}/metadata`)}]],
  'secretsalt' => ${php(secret)},
  'auth.adminpassword' => ${php(secret)},
  'admin.protectindexpage' => true,
  'admin.protectmetadata' => false,
  'technicalcontact_name' => 'Atalaya tests',
  'technicalcontact_email' => 'na@example.org',
  'timezone' => 'UTC',
  'logging.level' => SimpleSAML\\Logger::WARNING,
  'logging.handler' => 'file',
  'logging.logfile' => 'simplesamlphp.log',
  'enable.saml20-idp' => true,
  'enable.shib13-idp' => false,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true],
  'session.cookie.secure' => false,
  'session.cookie.name' => 'SimpleSAMLSessionID',
  'session.phpsession.cookiename' => 'SimpleSAML',
  'session.phpsession.savepath' => ${php(`${dir}/sessions`)},
  'session.duration' => 3600,
  'store.type' => 'phpsession',
  'language.default' => 'en',
  'theme.use' => 'default',
  'usenewui' => false,
];
`,
  );
}

/**
 * Writes a throwaway SimpleSAMLphp configuration (own config.php, an exampleauth:UserPass source
 * with eIDAS attributes, an IdP key pair made with openssl, the SPs to answer) and serves it with
 * `php -S 127.0.0.1:<free port>`. Call `stop()` when done.
 */
export async function startSamlIdp(
  options: {
    sps?: SpRegistration[];
    users?: IdpUser[];
    /** Shaped like Cl@ve 2 at logout too: its single logout reads the request from the form field `logoutRequest`. */
    claveLogout?: boolean;
  } = {},
): Promise<SamlIdp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-idp-'));
  for (const sub of ['config', 'metadata', 'cert', 'log', 'data', 'tmp', 'sessions']) {
    fs.mkdirSync(path.join(dir, sub));
  }
  const keyFile = path.join(dir, 'cert', 'idp.key');
  const certFile = path.join(dir, 'cert', 'idp.crt');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      '/CN=idp.test',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe', timeout: 30_000 },
  );
  if (made.status !== 0) {
    throw new Error(`openssl failed: ${made.stderr.toString()}`);
  }
  const secret = Math.random().toString(36).slice(2) + Date.now().toString(36);
  const users = options.users ?? defaultUsers;
  const userEntries = users.map((user) => {
    const attributes = Object.entries(user.attributes)
      .map(([name, values]) => `      ${php(name)} => ${phpStringList(values)},`)
      .join('\n');
    return `    ${php(`${user.username}:${user.password}`)} => [\n${attributes}\n    ],`;
  });
  fs.writeFileSync(
    path.join(dir, 'config', 'authsources.php'),
    `<?php
$config = [
  'admin' => ['core:AdminPassword'],
  'example-userpass' => [
    'exampleauth:UserPass',
${userEntries.join('\n')}
  ],
];
`,
  );
  fs.writeFileSync(
    path.join(dir, 'metadata', 'saml20-idp-hosted.php'),
    `<?php
$metadata['__DYNAMIC:1__'] = [
  'host' => '__DEFAULT__',
  'privatekey' => ${php(keyFile)},
  'certificate' => ${php(certFile)},
  'auth' => 'example-userpass',
  'signature.algorithm' => ${php(rsaSha256)},
  'SingleSignOnServiceBinding' => [${php(redirectBinding)}, ${php(postBinding)}],
  'SingleLogoutServiceBinding' => [${php(redirectBinding)}, ${php(postBinding)}],
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
];
`,
  );
  const sps = new Map<string, SpRegistration>();
  for (const sp of options.sps ?? []) {
    sps.set(sp.entityId, sp);
  }
  writeSpRemote(dir, sps);

  const router = path.join(dir, 'router.php');
  const nonce = `${secret}-${process.pid}`;
  fs.writeFileSync(router, routerScript(options.claveLogout === true, nonce));
  let child: ChildProcess | undefined;
  let baseUrl = '';
  for (let attempt = 0; attempt < 5 && !child; attempt += 1) {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    writeConfig(dir, baseUrl, secret);
    const tried = spawn(
      'php',
      ['-d', 'opcache.enable=0', '-S', `127.0.0.1:${port}`, '-t', path.join(simpleSamlRoot, 'www'), router],
      {
        env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: path.join(dir, 'config') },
        stdio: 'ignore',
      },
    );
    if (await waitUntilUp(baseUrl, nonce, tried)) {
      child = tried;
    }
  }
  if (!child) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error('SimpleSAMLphp did not start on any of 5 free ports');
  }
  const metadataUrl = `${baseUrl}/saml2/idp/metadata.php`;
  const server = child;
  return {
    baseUrl,
    entityId: metadataUrl,
    ssoUrl: `${baseUrl}/saml2/idp/SSOService.php`,
    cert: fs.readFileSync(certFile, 'utf8'),
    async metadataXml() {
      const response = await fetch(metadataUrl);
      return response.text();
    },
    addSp(sp) {
      sps.set(sp.entityId, sp);
      writeSpRemote(dir, sps);
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
