/** Text ending here closes a sentence, a quotation or a bracket: a paragraph may end. */
export const TERMINAL = /[.!?:;…"”’»)\]。！？」』）]$/u;
