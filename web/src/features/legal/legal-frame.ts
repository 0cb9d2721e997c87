import { createContext, useContext } from "react";

/** True inside a legal dialog, false on a legal document's own page. */
export const InLegalDialog = createContext(false);

export const useInLegalDialog = () => useContext(InLegalDialog);
