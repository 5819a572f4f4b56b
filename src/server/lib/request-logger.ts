import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Level, Logger } from "pino";

type LogArguments = Parameters<FastifyBaseLogger["info"]>;

/**
 * A request's logger (`request.log`): Pino's child with the request id, made at the request's first line. Most
 * requests write none (below `info` the request lines are off), and making the child, its bindings serialised
 * through the redaction paths, cost about 2 µs of every request (docs/performance.md). Its lines are the child's.
 */
class RequestLogger implements FastifyBaseLogger {
  private readonly parent: Logger;
  private readonly bindings: Bindings;
  private made: FastifyBaseLogger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.parent = parent;
    this.bindings = bindings;
  }

  private childLogger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: LogArguments): void {
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    (this.childLogger()[level] as (...line: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.childLogger().level = level;
  }

  fatal(...args: LogArguments): void {
    this.write("fatal", args);
  }
  error(...args: LogArguments): void {
    this.write("error", args);
  }
  warn(...args: LogArguments): void {
    this.write("warn", args);
  }
  info(...args: LogArguments): void {
    this.write("info", args);
  }
  debug(...args: LogArguments): void {
    this.write("debug", args);
  }
  trace(...args: LogArguments): void {
    this.write("trace", args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.childLogger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the child made on first use. A route with its own level or serializers
 * (`logLevel`, the health probes) gets Pino's child at once, whose level decides its lines.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as Logger;
  if (options.level !== undefined || options.serializers !== undefined) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings);
}
