// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderInDom, unmountDom } from "../../tests/support/render-in-dom";
import { useSubmission } from "./use-submission";

type Submission = ReturnType<typeof useSubmission>;

/** Renders a form's submission and hands it to the test, as a form's handlers would use it. */
async function renderSubmission(options?: Parameters<typeof useSubmission>[0]) {
  const latest: { current?: Submission } = {};
  function Form() {
    latest.current = useSubmission(options);
    return <p>{latest.current.sending ? "Envoi…" : "Prêt"}</p>;
  }
  const container = await renderInDom(<Form />);
  return { submission: () => latest.current!, shown: () => container.textContent };
}

/** A call that answers when the test says so, and records whether it was aborted. */
function pendingCall<T>() {
  let answer!: (value: T) => void;
  const seen: { signal?: AbortSignal } = {};
  const call = (signal: AbortSignal) => {
    seen.signal = signal;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  };
  return { call, answer: (value: T) => answer(value), seen };
}

describe("useSubmission (every form's send)", () => {
  it("says «sending» while the call runs, then gives its outcome", async () => {
    const { submission, shown } = await renderSubmission();
    const first = pendingCall<{ id: number }>();
    let sent!: Promise<unknown>;
    await act(async () => {
      sent = submission().send(first.call);
    });
    expect(shown()).toBe("Envoi…");
    await act(async () => first.answer({ id: 7 }));
    await expect(sent).resolves.toEqual({ ok: true, status: 200, body: { id: 7 } });
    expect(shown()).toBe("Prêt");
  });

  it("aborts the send under way when a new one starts; the old one resolves to null", async () => {
    const { submission } = await renderSubmission();
    const first = pendingCall<string>();
    const second = pendingCall<string>();
    let older!: Promise<unknown>, newer!: Promise<unknown>;
    await act(async () => {
      older = submission().send(first.call);
    });
    await act(async () => {
      newer = submission().send(second.call);
    });
    expect(first.seen.signal?.aborted).toBe(true);
    await expect(older).resolves.toBeNull();
    await act(async () => second.answer("ok"));
    await expect(newer).resolves.toEqual({ ok: true, status: 200, body: "ok" });
  });

  it("aborts the send when the form goes away", async () => {
    const { submission } = await renderSubmission();
    const call = pendingCall<string>();
    let sent!: Promise<unknown>;
    await act(async () => {
      sent = submission().send(call.call);
    });
    unmountDom();
    expect(call.seen.signal?.aborted).toBe(true);
    await expect(sent).resolves.toBeNull();
  });

  it("with outlivesForm, lets the call finish after the form went away and gives its outcome", async () => {
    const { submission } = await renderSubmission({ outlivesForm: true });
    const call = pendingCall<{ attachments: string[] }>();
    let sent!: Promise<unknown>;
    await act(async () => {
      sent = submission().send(call.call);
    });
    unmountDom();
    expect(call.seen.signal?.aborted).toBe(false);
    call.answer({ attachments: ["payslip"] });
    await expect(sent).resolves.toEqual({ ok: true, status: 200, body: { attachments: ["payslip"] } });
  });
});
