import { createContext, useContext } from "react";

// Browsers hide nonce attributes once parsed (they read as ""), so the client renders ""
// and hydration sees the same value the server's attribute now shows.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this render on the server; "" in the browser. */
export const useNonce = () => useContext(NonceContext);

/**
 * The page's nonce in the browser, for a library that adds a <style> of its own: the
 * attribute reads "" once parsed, but a script element's `nonce` property keeps it.
 */
export const pageNonce = (): string => (typeof document === "undefined" ? "" : (document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? ""));
