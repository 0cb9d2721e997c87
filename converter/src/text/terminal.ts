/** Text ending here closes a sentence, a quotation or a bracket: a paragraph may end. */
export const TERMINAL = /[.!?:;…"”’»)\]。！？」』）]$/u;

/**
 * Text ending here closes a sentence (a closing quote or bracket may follow its stop): a
 * caption whose line ends "(left)" goes on.
 */
export const SENTENCE_END = /[.!?…。！？]["”’»)\]」』）]*$/u;
