import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/project-root.ts';

/** Debian's nginx, when installed (`.ci/run` installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => {
  try {
    return spawnSync(file, ['-v']).status === 0;
  } catch {
    return false;
  }
});

/** A certificate for `localhost`, made for this run only. */
export function throwawayCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl : ${made.stderr.toString()}`);
  return { cert, key };
}

/**
 * deploy/nginx-secret-santa.conf as shipped, with this run's names: its port, its
 * certificate, its instances. Everything else is the file's own.
 */
export function siteFor(options: { port: number; cert: string; key: string; instances: number[] }) {
  const site = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'nginx-secret-santa.conf'), 'utf8');
  const upstreams = site.match(/ {4}server 127\.0\.0\.1:\d+ [^\n]*\n/g) ?? [];
  if (upstreams.length !== 3)
    throw new Error('deploy/nginx-secret-santa.conf : 3 instances attendues');
  const template = upstreams[0]!;
  return site
    .replace(upstreams.join(''), '')
    .replace(
      'upstream secret_santa {\n',
      `upstream secret_santa {\n${options.instances
        .map((port) => template.replace(/:\d+/, `:${port}`))
        .join('')}`,
    )
    .replace(/server \{\n {4}listen 80;[\s\S]*?\n\}\n/, '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${options.port} ssl http2;`)
    .replace(/ {4}listen \[::\]:443 ssl http2;\n/, '')
    .replaceAll('noel.example.org', 'localhost')
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${options.cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`);
}

/**
 * nginx in `dir` serving `site`, with Debian's own `nginx.conf` settings for the workers (one
 * per core, 768 connections each), as an operator who only adds the site gets.
 */
export function startNginx(dir: string, site: string, workerConnections = 768): ChildProcess {
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes auto;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'user root;',
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${dir}/${name};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`]);
  if (check.status !== 0) throw new Error(`nginx -t : ${check.stderr.toString()}`);
  return spawn(NGINX!, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
}
