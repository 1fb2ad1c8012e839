import { createContext, useContext } from "react";

// Browsers hide nonce attributes once parsed (they read as ""), so the client renders ""
// and hydration sees the same value the server's attribute now shows.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this render on the server; "" in the browser. */
export const useNonce = () => useContext(NonceContext);
