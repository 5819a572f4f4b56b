/**
 * The capacity model of docs/performance.md ("Capacity for 100,000 members on one signal"), fitted on the
 * one-instance topology run: costs per socket and per delivery, checked against the run with more instances on the
 * same machine, then used for 100,000 members on a deployment where each instance has a core of its own and the
 * members' devices, nginx and the database are elsewhere.
 */
import { cpus } from "node:os";
import { row, type BenchRow } from "./report-table.js";
import type { ChannelSample, TopologyRun } from "./scenarios/topology.js";
import { sortedPercentile } from "./bench-support.js";

/** What one live message costs, per socket, in CPU µs, and the part of a publish that does not grow with sockets. */
export interface LiveFit {
  /** Request sent -> first socket written: the transaction, Redis, the hop to each instance. */
  fixedMs: number;
  instanceUs: number;
  nginxUs: number;
  /** The bench's clients reading the message (on a deployment, the members' devices). */
  clientUs: number;
}

/** Push, email and webhook, in this order wherever a channel figure is a tuple. */
export type PerChannel = [number, number, number];

/**
 * What the every-channel phase costs and how the channels shared the machine while all three ran. The three run at
 * once on the same cores, each finishing when its own work is done (see channelTimesMs).
 */
export interface ChannelFit {
  /** CPU seconds per delivery: the instance's part (from the timeline), the helper's, and an even share of the rest. */
  cpuPerDelivery: PerChannel;
  /** The instance's part alone: what one instance on a core of its own spends per delivery. */
  instanceCpuPerDelivery: PerChannel;
  /** Each channel's part of the cores while all three ran (they sum to 1). */
  share: PerChannel;
  /** The fastest each channel went, per instance (deliveries/s over any 3 s): its lanes' bound. */
  lanesPerSecond: PerChannel;
  /** The cores the topology had: the machine's, less what other processes took during the phase. */
  cores: number;
  /** The publish's transaction: extra ms per member with every channel (jobs, outbox rows, webhook messages). */
  queueMsPerMember: number;
  /** PostgreSQL CPU per delivery (push, email, webhook each one). */
  postgresCpuPerDelivery: number;
  roomMs: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function fitLive(run: TopologyRun, cores: number): LiveFit {
  const perMessage = (cpu: number) => (cpu / run.options.publishes / run.options.sockets) * 1e6;
  const costs = {
    instanceUs: perMessage(sum(run.liveCpu.instances)),
    nginxUs: perMessage(run.liveCpu.nginx),
    clientUs: perMessage(run.liveCpu.clients),
  };
  const pipeline = liveWorkMs({ ...costs, fixedMs: 0 }, run.options.sockets, 1, {
    cores,
    sameMachine: true,
    clientProcesses: run.clientProcesses,
  });
  return { ...costs, fixedMs: Math.max(0, sortedPercentile(run.live, 50) - pipeline) };
}

/**
 * The time for every socket's copy: the instances, nginx and the clients each write or read their share one
 * after another (one thread each), and together they cannot go faster than the cores allow.
 */
export function liveWorkMs(
  fit: LiveFit,
  sockets: number,
  instances: number,
  { cores, sameMachine, clientProcesses = 1 }: { cores: number; sameMachine: boolean; clientProcesses?: number },
): number {
  const perInstance = ((sockets / instances) * fit.instanceUs) / 1000;
  if (!sameMachine) return perInstance;
  const nginx = (sockets * fit.nginxUs) / 1000;
  const clients = ((sockets / clientProcesses) * fit.clientUs) / 1000;
  const all = (sockets * (fit.instanceUs + fit.nginxUs + fit.clientUs)) / 1000;
  return Math.max(perInstance, nginx, clients, all / cores);
}

/** Least squares by the normal equations: few unknowns, many rows. */
function leastSquares(rows: number[][], y: number[]): number[] {
  const n = rows[0]?.length ?? 0;
  const a = Array.from({ length: n }, (_, j) => [
    ...Array.from({ length: n }, (_, k) => sum(rows.map((r) => (r[j] ?? 0) * (r[k] ?? 0)))),
    sum(rows.map((r, i) => (r[j] ?? 0) * (y[i] ?? 0))),
  ]);
  for (let i = 0; i < n; i += 1) {
    const pivot = a[i]?.[i] || 1;
    a[i] = (a[i] ?? []).map((v) => v / pivot);
    for (let r = 0; r < n; r += 1) {
      const factor = a[r]?.[i] ?? 0;
      if (r !== i) a[r] = (a[r] ?? []).map((v, k) => v - factor * (a[i]?.[k] ?? 0));
    }
  }
  return a.map((r) => r[n] ?? 0);
}

const delivered = (s: ChannelSample): PerChannel => [s.pushed, s.emailed, s.hooked];

/**
 * The instances' CPU per delivery of each channel: between two timeline samples, instance CPU = Σ CPU per
 * delivery × deliveries. The channels end at different times, so each one's cost shows on its own. (A term for
 * the instances' idle CPU cannot be told apart: the machine is busy throughout, so deliveries go at a steady rate.)
 */
function instanceCpuPerDelivery(timeline: ChannelSample[]): PerChannel {
  const steps = timeline.slice(1).map((now, i) => {
    const before = timeline[i] as ChannelSample;
    return {
      x: delivered(now).map((n, c) => n - (delivered(before)[c] ?? 0)),
      y: sum(now.instances) - sum(before.instances),
    };
  });
  const [push = 0, email = 0, webhook = 0] = leastSquares(
    steps.map((s) => s.x),
    steps.map((s) => s.y),
  ).map((v) => Math.max(0, v));
  return [push, email, webhook];
}

/** The fastest each channel delivered over any `windowMs` of the timeline, per second. */
function peakRates(timeline: ChannelSample[], windowMs: number): PerChannel {
  const peak: PerChannel = [0, 0, 0];
  let from = 0;
  for (const now of timeline) {
    while ((timeline[from + 1]?.at ?? Infinity) <= now.at - windowMs) from += 1;
    const before = timeline[from] as ChannelSample;
    if (now.at - before.at < windowMs) continue;
    delivered(now).forEach((n, c) => {
      peak[c] = Math.max(peak[c] ?? 0, ((n - (delivered(before)[c] ?? 0)) / (now.at - before.at)) * 1000);
    });
  }
  return peak;
}

export function fitChannels(run: TopologyRun): ChannelFit {
  const { deliveries, instances } = run.options;
  const c = run.channels;
  const cpu = c.cpu;
  const last = c.timeline.at(-1) as ChannelSample;
  const perDelivery = instanceCpuPerDelivery(c.timeline);
  // The database's, Redis's, nginx's and the clients' CPU serve every channel alike.
  const shared = (cpu.postgres + cpu.redis + cpu.nginx + cpu.clients) / (3 * deliveries);
  const cpuPerDelivery = perDelivery.map((v, i) => v + (last.helpers[i] ?? 0) / deliveries + shared) as PerChannel;
  // While all three ran (until the first finished), each took cores = its deliveries/s × its CPU per delivery.
  const firstDone = Math.min(c.push, c.email, c.webhook);
  const whileAll = c.timeline.filter((s) => s.at <= firstDone).at(-1) ?? last;
  const cores = delivered(whileAll).map((n, i) => (n / whileAll.at) * 1000 * (cpuPerDelivery[i] ?? 0)) as PerChannel;
  return {
    cpuPerDelivery,
    instanceCpuPerDelivery: perDelivery,
    share: cores.map((v) => v / sum(cores)) as PerChannel,
    lanesPerSecond: peakRates(c.timeline, 3000).map((v) => v / instances) as PerChannel,
    cores: sum(cores),
    queueMsPerMember: Math.max(0, c.answered - sortedPercentile(run.answered, 50)) / deliveries,
    postgresCpuPerDelivery: cpu.postgres / (3 * deliveries),
    roomMs: c.room,
  };
}

/**
 * Each channel's cores while `running` are: the cores shared in proportion to the channels' shares, except that
 * none takes more than its lanes let it (what one so bounded leaves goes to the others).
 */
function coresEach(fit: ChannelFit, running: boolean[], cores: number, instances: number): PerChannel {
  const bound = fit.lanesPerSecond.map((rate, i) => rate * instances * (fit.cpuPerDelivery[i] ?? 0));
  const given: PerChannel = [0, 0, 0];
  let open = running.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  let left = cores;
  while (open.length > 0) {
    const weight = sum(open.map((i) => fit.share[i] ?? 0));
    const capped = open.filter((i) => (bound[i] ?? 0) < (left * (fit.share[i] ?? 0)) / weight);
    if (capped.length === 0) {
      for (const i of open) given[i] = (left * (fit.share[i] ?? 0)) / weight;
      break;
    }
    for (const i of capped) given[i] = bound[i] ?? 0;
    left -= sum(capped.map((i) => bound[i] ?? 0));
    open = open.filter((i) => !capped.includes(i));
  }
  return given;
}

/**
 * Publish -> last push, email and webhook for `deliveries` members each from `instances` instances on the
 * measuring machine: the channels share the fit's cores as coresEach says;
 * when one is done, the others share what it used. Processor sharing, step by step from one finish to the next.
 */
export function channelTimesMs(fit: ChannelFit, deliveries: number, instances: number): PerChannel {
  const work = fit.cpuPerDelivery.map((w) => w * deliveries);
  const done: PerChannel = [Number.NaN, Number.NaN, Number.NaN];
  let now = 0;
  for (;;) {
    const running = work.map((w) => w > 1e-9);
    if (!running.some(Boolean)) return done;
    const given = coresEach(fit, running, fit.cores, instances);
    const step = Math.min(...work.map((w, i) => (running[i] ? w / (given[i] ?? 0) : Infinity)));
    now += step;
    work.forEach((w, i) => {
      if (!running[i]) return;
      work[i] = Math.max(0, w - (given[i] ?? 0) * step);
      if ((work[i] ?? 0) <= 1e-9) done[i] = now * 1000;
    });
  }
}

const each = (values: number[], format: (v: number) => string) => values.map(format).join(" / ");

const fmtMs = (value: number) =>
  Number.isNaN(value) ? "never" : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;

/** The model's rows: its fit, and its prediction for the scaled run against the measurement (100,000 members: docs/performance.md). */
export function capacityRows(single: TopologyRun, scaled: TopologyRun | undefined): BenchRow[] {
  const cores = cpus().length;
  const live = fitLive(single, cores);
  const channels = fitChannels(single);
  const rows: BenchRow[] = [
    row(
      "Model",
      "fit on 1 instance: fixed ms per publish; CPU µs per socket per message in the instance / nginx / clients",
      `${live.fixedMs.toFixed(0)} ms; ${live.instanceUs.toFixed(1)} / ${live.nginxUs.toFixed(1)} / ${live.clientUs.toFixed(1)} µs`,
    ),
    row(
      "Model",
      "fit on 1 instance: push / email / webhook CPU ms per delivery (the instance's part); share of the cores while all ran",
      `${each(channels.cpuPerDelivery, (v) => (v * 1000).toFixed(2))} (${each(channels.instanceCpuPerDelivery, (v) => (v * 1000).toFixed(2))}); ${each(channels.share, (v) => `${(v * 100).toFixed(0)} %`)}`,
    ),
    row(
      "Model",
      "fit on 1 instance: cores for the channels; lanes' bound per instance (deliveries/s)",
      `${channels.cores.toFixed(2)}; ${each(channels.lanesPerSecond, (v) => v.toFixed(0))}`,
    ),
  ];
  if (scaled) {
    const { sockets, deliveries, instances } = scaled.options;
    const check = (figure: string, predicted: number, measured: number) => {
      const ratio = measured / predicted;
      rows.push(
        row("Model", `${instances} instances, ${figure}: measured (model)`, fmtMs(measured), {
          baseline: fmtMs(predicted),
          ratio: Number.isNaN(ratio) ? "—" : `${ratio.toFixed(2)}x`,
          target: "within 25 %",
          pass: Math.abs(ratio - 1) <= 0.25,
        }),
      );
    };
    check(
      "publish -> last socket p50",
      live.fixedMs +
        liveWorkMs(live, sockets, instances, { cores, sameMachine: true, clientProcesses: scaled.clientProcesses }),
      sortedPercentile(scaled.live, 50),
    );
    const [push, email, webhook] = channelTimesMs(channels, deliveries, instances);
    check("publish -> last push", push, scaled.channels.push);
    check("publish -> last email", email, scaled.channels.email);
    check("publish -> last webhook", webhook, scaled.channels.webhook);
  }
  return rows;
}
