import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The burst's reporters (bench/landing.ts, part 2) as a browser tab each: one keep-alive
 * connection of its own, three requests on it, bodies built once, answers compressed as a
 * browser accepts them. `fetch` (undici) cost the benchmark's own process 8–9 ms of CPU per
 * reporter on this 2-core machine — CPU the server under test then did not get; this costs 2–3,
 * so the figure is the server's, not the load tool's (decision 067).
 */
export type Reporter = {
  post: (path: string, body: Buffer, headers: Record<string, string>) => Promise<Record<string, unknown>>;
  close: () => void;
};

export function reporterClient(base: string, source: string): Reporter {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    post(path, body, headers) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path,
            agent,
            headers: {
              'accept-encoding': 'gzip, deflate, br',
              ...headers,
              'x-forwarded-for': source,
              'content-length': body.length,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const text = (
                encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
              ).toString('utf8');
              if ((response.statusCode ?? 0) >= 300) {
                reject(new Error(`${path} answered ${response.statusCode}: ${text.slice(0, 200)}`));
                return;
              }
              try {
                resolve(JSON.parse(text) as Record<string, unknown>);
              } catch (error) {
                reject(error as Error);
              }
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  fileName: string,
  type: string,
  content: Buffer,
): { body: Buffer; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
