import { AsyncLocalStorage } from 'async_hooks';
import { formats, winston } from '@strapi/logger';
import { redactLogFields } from '@agency/contract';

/**
 * The CMS's log (docs/021-operations.md "Logs"): Strapi's winston logger, configured in config/logger.ts with the
 * format below. `json`: one JSON object a line on stdout, with `time` (ISO 8601), `level`, `app` (`cms`), `message`,
 * `requestId` whenever the line is written while a request is handled (`runInRequest`, from
 * src/middlewares/request-log.ts), and the line's other fields; `pretty`: Strapi's own coloured lines. In both, every
 * field but the message passes the contract's `redactLogFields`: the keys of REDACTED_LOG_KEYS, at any depth, are
 * `[redacted]`, and an error is logged only as its type, message, stack, status, code and cause.
 */

interface RequestContext {
  readonly requestId: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs `handle` (and everything it starts) as part of the request `requestId`: each line logged meanwhile names it. */
export function runInRequest<T>(requestId: string, handle: () => T): T {
  return requests.run({ requestId }, handle);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

type Info = winston.Logform.TransformableInfo;

/**
 * A winston line as it may be written: `time`, `level`, `app`, `message`, the request's id, then its other fields
 * redacted. `strapi.log.error(error)` hands winston the Error itself: it becomes `message` and `err`. Winston's symbol
 * keys (its level and arguments) are kept for the formats after this one.
 */
export function redactedLine(info: Info): Info {
  const source = info as Info & Record<string, unknown>;
  const { level, message, requestId: given, ...rest } = source;
  const fields = redactLogFields(info instanceof Error ? { err: info } : rest) as Record<string, unknown>;
  const requestId = typeof given === 'string' ? given : currentRequestId();
  const line: Record<string | symbol, unknown> = {
    time: new Date().toISOString(),
    level,
    app: 'cms',
    message: info instanceof Error ? info.message : message,
    ...(requestId ? { requestId } : {}),
    ...fields,
  };
  for (const key of Object.getOwnPropertySymbols(info)) line[key] = (info as unknown as Record<symbol, unknown>)[key];
  return line as Info;
}

/**
 * Strapi's progress lines of its own schema migrations (`[internal migration]: migrating …`, `migrated … (0.005s)`,
 * `[discard-drafts] Stage 2/5 …`): about thirty on a database's first start and after an upgrade of Strapi, each
 * saying only that a step ran. They are logged at `debug` (`LOG_LEVEL=debug` shows them); a failed migration is an
 * error and stays one.
 */
const MIGRATION_PROGRESS = /^\[(?:internal migration|discard-drafts)\]/;

/** The key winston filters a line's level by (triple-beam's `LEVEL`, a registered symbol). */
const LEVEL = Symbol.for('level');

function quietMigrationProgress(info: Info): Info {
  if (info.level === 'info' && typeof info.message === 'string' && MIGRATION_PROGRESS.test(info.message)) {
    info.level = 'debug';
    (info as unknown as Record<symbol, unknown>)[LEVEL] = 'debug';
  }
  return info;
}

/**
 * For a person at a terminal: a request's line reads `GET /api/jobs 200 (12 ms)`; a line of a request ends with its
 * id in brackets, a failure with its stack.
 */
function forPeople(info: Info): Info {
  const line = info as Info & Record<string, unknown>;
  const { method, route, status, durationMs, requestId, err } = line;
  let text =
    typeof method === 'string' && typeof route === 'string'
      ? `${method} ${route} ${String(status)} (${String(durationMs)} ms)`
      : String(line.message);
  if (typeof requestId === 'string') text += ` [${requestId}]`;
  const stack = (err as { stack?: unknown } | undefined)?.stack;
  if (typeof stack === 'string') text += `\n${stack}`;
  line.message = text;
  return line;
}

/** The format of config/logger.ts for `LOG_FORMAT` (the contract's `logFormat`): JSON lines, or Strapi's pretty ones. */
export function logLineFormat(kind: 'json' | 'pretty'): winston.Logform.Format {
  const redact = winston.format(redactedLine)();
  const quiet = winston.format(quietMigrationProgress)();
  // The fields in the order `redactedLine` gives them (time, level, app, message first), not sorted.
  if (kind === 'json') return winston.format.combine(quiet, redact, winston.format.json({ deterministic: false }));
  return winston.format.combine(quiet, redact, winston.format(forPeople)(), formats.prettyPrint());
}
