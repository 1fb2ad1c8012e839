import { describe, expect, it } from "vitest";
import { isDisposableEmailDomain } from "./disposable-email";

describe("isDisposableEmailDomain", () => {
  it.each([
    ["yopmail.com", true],
    ["mailinator.com", true],
    ["yopmail.fr", true],
    ["mail.yopmail.com", true],
    ["a.b.mailinator.com", true],
    ["YopMail.COM", true],
    ["Mail.YOPMAIL.com", true],
    ["yopmail.com.", true],
    ["camille@yopmail.com", true],
    ["gmail.com", false],
    ["orange.fr", false],
    ["GMAIL.COM", false],
    ["mail.orange.fr", false],
    ["yopmail.com.example.fr", false],
    // On the list itself, but a parent of real universities' domains.
    ["edu.pl", true],
    ["uw.edu.pl", false],
    ["", false],
    ["com", false],
    ["yopmail..com", false],
  ])("%j → %s", (domain, disposable) => {
    expect(isDisposableEmailDomain(domain)).toBe(disposable);
  });
});
