import { describe, expect, it } from "vitest";
import { createRenderSlots } from "./render-slots";

describe("render slots", () => {
  it("runs two renders at a time, the others in arrival order, and frees slots after failures", async () => {
    const slots = createRenderSlots(2);
    const running = new Set<number>();
    const order: number[] = [];
    let mostAtOnce = 0;
    const render = (id: number, fail = false) =>
      slots.run(async () => {
        running.add(id);
        mostAtOnce = Math.max(mostAtOnce, running.size);
        order.push(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.delete(id);
        if (fail) throw new Error(`rendu ${id} en échec`);
        return id;
      });
    const results = await Promise.allSettled([render(1), render(2, true), render(3), render(4, true), render(5)]);
    expect(mostAtOnce).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected", "fulfilled"]);
    expect(slots.waiting).toBe(0);
    // Both slots free again: two new renders start at once.
    await Promise.all([render(6), render(7)]);
    expect(mostAtOnce).toBe(2);
  });
});

describe("render slots and the event loop", () => {
  it("lets the loop read its sockets between two renders that never wait on I/O", async () => {
    const slots = createRenderSlots(1);
    const events: string[] = [];
    // A render from cached reads: CPU only, then done, without a single I/O wait.
    const busyRender = (id: number) =>
      slots.run(async () => {
        events.push(`render ${id}`);
        const end = performance.now() + 20;
        while (performance.now() < end);
      });
    const renders = [busyRender(1), busyRender(2), busyRender(3)];
    // Stands for a socket event (a visitor leaving, a request for /api/get_version) that
    // arrives while the first render computes.
    setTimeout(() => events.push("socket"), 5);
    await Promise.all(renders);
    expect(events.indexOf("socket")).toBeGreaterThan(0);
    expect(events.indexOf("socket")).toBeLessThan(events.indexOf("render 3"));
  });

  it("takes a free slot only after the loop's next poll, so a visitor who left is seen first", async () => {
    const slots = createRenderSlots(2);
    let visitorLeft = false;
    const seen = slots.run(async () => visitorLeft);
    // Stands for the end of the connection, read in the same poll as its request: Node tells
    // of it on the next tick, before the loop moves on.
    process.nextTick(() => (visitorLeft = true));
    expect(await seen).toBe(true);
  });
});
