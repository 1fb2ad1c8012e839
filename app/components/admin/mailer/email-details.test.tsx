// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, getByRole, queryByRole } from "@testing-library/dom";
import { NotificationsProvider } from "../notifications";
import { EmailDetailsPanel, RESEND_FAILED, RESENT } from "./email-details";
import type { EmailDetails } from "~common/emails";
import { renderInDom, unmountDom } from "../../../../tests/support/render-in-dom";

let host: HTMLElement;

const email = (status: EmailDetails["status"]): EmailDetails => ({
  id: 7,
  category: "contact-lead",
  from: '"Alto" <no-reply@alto.example>',
  to: ["leads@alto.example"],
  cc: [],
  replyTo: "claire@exemple.fr",
  subject: "Nouvelle demande de contact",
  textBody: "Nom : Claire",
  htmlBody: "<p>Bonjour <img src=x onerror=alert(1)></p>",
  status,
  attempts: status === "FAILED" ? 1 : 0,
  error: status === "FAILED" ? "ECONNECTION" : null,
  createdAt: "2026-11-26T05:00:00.000Z",
  sentAt: null,
  attachments: [{ index: 0, filename: "cv.pdf", contentType: "application/pdf", size: 2048, url: "/api/default/get_file/emails/7/0" }],
});

/** The server: the details, then the resend's answer (the e-mail after the attempt, or an error). */
function server(details: EmailDetails, resend: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      const answer = url.includes("re_send_email") ? resend : { status: 200, body: details };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

async function open(onChanged = vi.fn()) {
  host = await renderInDom(
    <NotificationsProvider>
      <EmailDetailsPanel recordId={7} onChanged={onChanged} />
    </NotificationsProvider>,
  );
  return onChanged;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the e-mail drawer", () => {
  it("shows the HTML in a frame with no rights at all, the text below and the attachments as links", async () => {
    server(email("SENT"), { status: 409, body: {} });
    await open();
    await flush();
    const frame = host.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("title")).toBe("Version HTML du message");
    expect(frame.getAttribute("srcdoc")).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
    expect(host.querySelector("pre")!.textContent).toBe("Nom : Claire");
    expect(getByRole(host, "link", { name: /cv\.pdf/ }).getAttribute("href")).toBe("/api/default/get_file/emails/7/0");
    expect(host.textContent).toContain('"Alto" <no-reply@alto.example>');
  });

  it("offers «Renvoyer» only for a FAILED message", async () => {
    server(email("SENT"), { status: 409, body: {} });
    await open();
    await flush();
    expect((getByRole(host, "button", { name: "Renvoyer" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("resends a FAILED message: «Message renvoyé avec succès», the button greys out, the list reloads", async () => {
    const calls = server(email("FAILED"), { status: 200, body: email("SENT") });
    const onChanged = await open();
    await flush();
    const button = getByRole(host, "button", { name: "Renvoyer" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    await flush();
    expect(calls).toContain("POST /api/mailer/re_send_email/7");
    expect(getByRole(document.body, "status").textContent).toBe(RESENT);
    expect(button.disabled).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("says «Une erreur est survenue lors de l'envoi du message» when delivery fails again or the call is refused", async () => {
    server(email("FAILED"), { status: 200, body: email("FAILED") });
    await open();
    await flush();
    await act(async () => fireEvent.click(getByRole(host, "button", { name: "Renvoyer" })));
    await flush();
    expect(getByRole(document.body, "alert").textContent).toBe(RESEND_FAILED);
    unmountDom();
    document.body.innerHTML = "";

    server(email("FAILED"), { status: 409, body: { detail: "Seul un message en échec peut être renvoyé" } });
    await open();
    await flush();
    await act(async () => fireEvent.click(getByRole(host, "button", { name: "Renvoyer" })));
    await flush();
    expect(getByRole(document.body, "alert").textContent).toBe(RESEND_FAILED);
    expect(queryByRole(document.body, "status")).toBeNull();
  });
});
