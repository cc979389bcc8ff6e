/** Types of ./redis.mjs, for the TypeScript that imports it without allowJs (apps/web's unit tests). */
export declare const REDIS_SERVER: string;

/** redis-server's arguments: `port` of 127.0.0.1, working folder `dir`, nothing saved to disk. */
export declare function redisArguments(dir: string, port: number): string[];

export interface TestRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Ends the server (its data is lost). */
  kill(): Promise<void>;
  /** Starts a new, empty server on the same port after `kill()`. */
  start(): Promise<void>;
  /** Stops the server's process (SIGSTOP): connections stay open, commands get no answer. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
  /** Ends the server and deletes its folder. */
  stop(): Promise<void>;
}

export declare function startRedis(): Promise<TestRedis>;
