import { createContext, useContext } from "react";

/** The per-request nonce of the content security policy, for inline scripts. */
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
