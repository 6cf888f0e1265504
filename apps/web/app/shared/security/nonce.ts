// The Content-Security-Policy nonce of the page being rendered (decision 0017). The server
// hands it to the render; in the browser it is empty, and nothing there needs it: scripts the
// page adds later come from hosts the policy names.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
