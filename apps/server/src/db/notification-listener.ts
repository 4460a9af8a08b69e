import pg from "pg";

export type NotificationHandlers = {
  /** `senderPid`: the backend process that sent it, when the engine says (PostgreSQL does, PGlite does not). */
  onMessage(payload: string, senderPid?: number): void;
  /** true once `LISTEN` is in place; false as soon as the connection is lost (notifications may be missed). */
  onState(listening: boolean): void;
};

/** A subscription: `send` notifies on the same channel over the listening connection itself. */
export type Listening = { stop(): Promise<void>; send(payload: string): Promise<void> };

/** Application name of the listening connection, so operators (and tests) can tell it apart in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "partner-portal-listener";

/**
 * LISTENs on `channel` over a connection of its own (a pooled connection would be handed to other queries), and
 * reconnects after `retryMs` whenever the connection drops. Resolves after the first attempt, listening or not.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  retryMs = 1000,
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.onState(false);
    client.end().catch(() => {});
    if (!stopped) {
      retry = setTimeout(connect, retryMs);
      retry.unref();
    }
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "", message.processId);
    });
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current === client && !stopped) handlers.onState(true);
    } catch {
      lost(client);
    }
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
    async send(payload) {
      // Without a connection there is nobody listening here either; the sender's wait runs out on its own.
      await current?.query("select pg_notify($1, $2)", [channel, payload]).catch(() => {});
    },
  };
}
