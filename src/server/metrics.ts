import client from 'prom-client';

/*
 * What an operator watches (`/metrics`, Prometheus's text format; README « In production »):
 * this instance's requests, e-mails and draws, the outbox and the database's connections as
 * they are when asked, and Node's own (memory, CPU, event loop). Counted here, in one place;
 * nothing in it names a person, an event or a pair.
 */

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'secret_santa_' });

const registers = [registry];

export const httpRequests = new client.Counter({
  name: 'secret_santa_http_requests_total',
  help: 'Requests answered, by method, route (its pattern, never its values) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'secret_santa_http_request_duration_seconds',
  help: 'Time to answer, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const emailsSent = new client.Counter({
  name: 'secret_santa_emails_sent_total',
  help: 'E-mails the SMTP server (or the local mailbox) took from this instance',
  registers,
});

export const emailsFailed = new client.Counter({
  name: 'secret_santa_emails_failed_total',
  help: 'Tries that failed, by whether the e-mail was then given up (final) or kept for later',
  labelNames: ['final'] as const,
  registers,
});

export const emailsBounced = new client.Counter({
  name: 'secret_santa_emails_bounced_total',
  help: 'Bounces read from the bounce mailbox and recorded by this instance',
  registers,
});

export const drawDuration = new client.Histogram({
  name: 'secret_santa_draw_duration_seconds',
  help: 'Time of an edition’s draw, the database’s part included',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

/** What is read from the database when `/metrics` is asked, set once the server has it. */
type Sources = {
  outbox: () => Promise<Array<{ status: string; count: number }>>;
  poolUse?: (() => { total: number; idle: number; waiting: number }) | undefined;
};
let sources: Sources | undefined;

export function watchSources(next: Sources): void {
  sources = next;
}

new client.Gauge({
  name: 'secret_santa_outbox_emails',
  help: 'E-mails in the outbox (every instance’s), by state: pending, sent, failed',
  labelNames: ['status'] as const,
  registers,
  async collect() {
    if (!sources) return;
    this.reset();
    for (const { status, count } of await sources.outbox()) this.set({ status }, count);
  },
});

new client.Gauge({
  name: 'secret_santa_database_connections',
  help: 'PostgreSQL connections of this instance: total, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const use = sources?.poolUse?.();
    if (!use) return;
    this.set({ state: 'total' }, use.total);
    this.set({ state: 'idle' }, use.idle);
    this.set({ state: 'waiting' }, use.waiting);
  },
});
