import { randomUUID } from "node:crypto";
import { loggableError, type Logger } from "./logger";
import { contentChangedElsewhere, tellOtherInstances } from "./content-changes";
import type { ChannelHandlers, InstanceChannel } from "../db/instance-channel";

export const CONTENT_CHANNEL = "content_changed";

/**
 * Several app instances on one PostgreSQL: a content change raised on one empties the page
 * and read caches of all. Each change is a NOTIFY naming its sender, which does not empty
 * its own caches a second time.
 */
export function shareContentChanges(db: object, logger: Logger, openChannel: (name: string, handlers: ChannelHandlers) => InstanceChannel): void {
  const instance = randomUUID();
  const channel = openChannel(CONTENT_CHANNEL, {
    onMessage: (sender) => {
      if (sender !== instance) contentChangedElsewhere(db);
    },
    // Changes made while this instance was not listening went unheard: start from fresh copies.
    onReconnect: () => contentChangedElsewhere(db),
    onError: (error) => logger.warn({ error: loggableError(error) }, "content channel lost; listening again"),
  });
  tellOtherInstances(db, () => {
    // The change is made; if the others cannot be told, their copies expire within CONTENT_COPY_TTL_MS.
    channel.send(instance).catch((error) => logger.warn({ error: loggableError(error) }, "content change not sent to the other instances"));
  });
}
