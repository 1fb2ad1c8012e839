/**
 * At most `size` page renders at a time; the others wait their turn without using the CPU.
 * A render is a long run of JavaScript (React, then the page's compression): with hundreds
 * interleaved, every turn of the event loop would run a slice of each before reading the next
 * socket, and a cached page or /api/get_version would wait behind all of them. Two slots keep
 * the loop turning (one render can wait on the database while the other computes).
 */
export function createRenderSlots(size = 2) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await render();
      } finally {
        // The slot passes to the next render in line, or becomes free.
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
    get waiting() {
      return waiting.length;
    },
  };
}
