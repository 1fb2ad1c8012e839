import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this render (server); browsers hide it, so it is empty on the client. */
export const useNonce = () => useContext(NonceContext);
