import { setImmediate as nextTurn } from "node:timers/promises";

/** Two turns: the first may still be in the loop's check phase, before its next poll. */
const afterNextPoll = () => nextTurn().then(() => nextTurn());

/**
 * At most `size` page renders at a time; the others wait their turn without using the CPU.
 * A render is a long run of JavaScript (React, then the page's compression): with hundreds
 * interleaved, every turn of the event loop would run a slice of each before reading the next
 * socket, and a cached page or /api/get_version would wait behind all of them. Two slots keep
 * the loop turning (one render can wait on the database while the other computes).
 *
 * A slot passes on only after the event loop has read its sockets again. Renders whose reads
 * are cached may never wait on I/O: handed on through promises alone, a queue of them could
 * run back to back while /api/get_version and cached pages waited (measured after a flood of
 * renders at 200 connections: get_version answered in 4.7 to 5.2 s before, 2.6 s after).
 *
 * A free slot is also taken only after the loop read its sockets again. Under load, connections
 * wait in the kernel until the busy loop accepts them, so a visitor who left arrives with the
 * request and the end of the connection already there; the end is read one poll after the
 * request, and a render begun at once, from the request's callback, never saw it (measured with
 * wrk at 200 connections: after it stopped, 200 renders for nobody over 6 s, get_version at 2 s).
 */
export function createRenderSlots(size = 2) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (free > 0) {
        free -= 1;
        await afterNextPoll();
      } else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await render();
      } finally {
        const next = waiting.shift();
        if (next) void afterNextPoll().then(next);
        else free += 1;
      }
    },
    get waiting() {
      return waiting.length;
    },
  };
}
