/**
 * The capacity model of docs/performance.md ("Capacity for 100,000 members on one signal"), fitted on the
 * one-instance topology run: costs per socket and per delivery, checked against the run with more instances on the
 * same machine, then used for 100,000 members on a deployment where each instance has a core of its own and the
 * members' devices, nginx and the database are elsewhere.
 */
import { cpus } from "node:os";
import { row, type BenchRow } from "./report-table.js";
import type { TopologyRun } from "./scenarios/topology.js";
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

/** Each channel's deliveries per second from one instance (its lanes), and what queueing costs per delivery. */
export interface ChannelFit {
  pushPerSecond: number;
  emailPerSecond: number;
  webhookPerSecond: number;
  /** The publish's transaction: extra ms per member with every channel (jobs, outbox rows, webhook messages). */
  queueMsPerMember: number;
  /** CPU seconds of the whole machine per delivery in the every-channel phase (instances, nginx, database, Redis, helpers, clients). */
  machineCpuPerDelivery: number;
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

export function fitChannels(run: TopologyRun): ChannelFit {
  const { deliveries } = run.options;
  const c = run.channels;
  const cpu = c.cpu;
  const machine = sum(cpu.instances) + cpu.nginx + cpu.postgres + cpu.redis + cpu.clients + c.helpersCpu;
  return {
    pushPerSecond: (deliveries / c.push) * 1000,
    emailPerSecond: (deliveries / c.email) * 1000,
    webhookPerSecond: (deliveries / c.webhook) * 1000,
    queueMsPerMember: Math.max(0, c.answered - sortedPercentile(run.answered, 50)) / deliveries,
    machineCpuPerDelivery: machine / (3 * deliveries),
    postgresCpuPerDelivery: cpu.postgres / (3 * deliveries),
    roomMs: c.room,
  };
}

/**
 * A channel's time for `deliveries` members from `instances` instances on the measuring machine: each instance adds
 * its lanes, until the machine's cores are the limit (every channel's work shares them).
 */
export function channelMs(
  fit: ChannelFit,
  perSecond: number,
  deliveries: number,
  instances: number,
  cores: number,
): number {
  const lanes = (deliveries / (perSecond * instances)) * 1000;
  const machine = ((3 * deliveries * fit.machineCpuPerDelivery) / cores) * 1000;
  return Math.max(lanes, machine);
}

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
      "fit on 1 instance: push / email / webhook deliveries/s per instance; queueing ms per member",
      `${channels.pushPerSecond.toFixed(0)} / ${channels.emailPerSecond.toFixed(0)} / ${channels.webhookPerSecond.toFixed(0)}; ${channels.queueMsPerMember.toFixed(3)} ms`,
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
    check(
      "publish -> last push",
      channelMs(channels, channels.pushPerSecond, deliveries, instances, cores),
      scaled.channels.push,
    );
    check(
      "publish -> last email",
      channelMs(channels, channels.emailPerSecond, deliveries, instances, cores),
      scaled.channels.email,
    );
    check(
      "publish -> last webhook",
      channelMs(channels, channels.webhookPerSecond, deliveries, instances, cores),
      scaled.channels.webhook,
    );
  }
  return rows;
}
