import pg from "pg";

export type ChannelHandlers = {
  /** A message another connection sent with NOTIFY. */
  onMessage: (payload: string) => void;
  /**
   * Listening again after the connection was lost (PostgreSQL restarted): messages sent
   * meanwhile were not heard, so whatever they would have said must be assumed.
   */
  onReconnect: () => void;
  onError: (error: Error) => void;
};

export type InstanceChannel = {
  /** Sends `payload` to every listener of the channel, this one included. */
  send: (payload: string) => Promise<void>;
  close: () => Promise<void>;
};

const RETRY_MS = { first: 500, max: 15_000 };

/**
 * A PostgreSQL LISTEN/NOTIFY channel between the app instances on one database. Listening
 * needs one connection of its own, held open (a pool's connections come and go); it is
 * opened again, with a growing pause, whenever it is lost. Sending goes through the pool.
 */
export function openInstanceChannel(connectionString: string, pool: pg.Pool, channel: string, handlers: ChannelHandlers): InstanceChannel {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_MS.first;
  let listenedBefore = false;
  const identifier = pg.escapeIdentifier(channel);

  const listen = async () => {
    const connection = new pg.Client({ connectionString });
    client = connection;
    connection.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${identifier}`);
    } catch (error) {
      return lost(connection, error as Error);
    }
    pause = RETRY_MS.first;
    if (listenedBefore) handlers.onReconnect();
    listenedBefore = true;
  };

  function lost(connection: pg.Client, error?: Error) {
    if (client !== connection) return; // already replaced
    client = null;
    connection.removeAllListeners();
    // An «error» after the client is dropped must not reach the process as unhandled.
    connection.on("error", () => {});
    connection.end().catch(() => {});
    if (closed) return;
    if (error) handlers.onError(error);
    retry = setTimeout(() => void listen(), pause);
    pause = Math.min(pause * 2, RETRY_MS.max);
  }

  const started = listen();
  return {
    async send(payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await started;
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
