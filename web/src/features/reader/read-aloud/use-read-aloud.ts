import {
  type Book,
  type ContentsEntry,
  READER_CHUNK_PAGES,
  type ReadAloudSleep,
  type ReaderSettings,
  readAloudLanguageKey,
  readerChunkOf,
} from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { bookChunkQuery } from "../pages/reader-api";
import type { ReaderSource } from "../pages/reader-source";
import type { ReadingMarks } from "../pages/styled-text";
import { pageSentences, type SpeechPage } from "./sentences";
import { silentLoopUrl } from "./silent-audio";
import { ReadAloudEngine, type ReadAloudState } from "./speech-engine";
import { chooseVoice, unavailableReason, voicesFor } from "./voices";

/** Chrome lists its voices a moment after the page asks: none by then means none at all. */
const VOICES_WAIT_MS = 1500;

/** A point of the text to read from (Read from here): a paragraph and an offset in it. */
export interface TextPoint {
  page: number;
  paragraph: number;
  offset: number;
}

interface ReadAloudOptions {
  source: ReaderSource;
  book: Book | null;
  settings: ReaderSettings;
  onSettings(update: Partial<ReaderSettings>): void;
  /** The contents' entries, for the sleep timer's end of chapter. */
  contents: readonly ContentsEntry[] | undefined;
}

const speechSupported = () =>
  typeof window !== "undefined" &&
  "speechSynthesis" in window &&
  typeof window.SpeechSynthesisUtterance === "function";

/**
 * Read aloud for the reader: the engine (speech-engine.ts) fed with the book's pages from
 * the same query cache the reader draws from, its voice and speed from the reader's
 * settings, the lock screen told through Media Session and kept alive by a silent loop.
 */
export function useReadAloud(options: ReadAloudOptions) {
  const { source, book, settings, onSettings, contents } = options;
  const queryClient = useQueryClient();
  const language = book?.language ?? null;
  const [state, setState] = useState<ReadAloudState>({
    status: "stopped",
    sentence: null,
    word: null,
    ended: null,
  });
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [voicesSettled, setVoicesSettled] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  // The voices, as the browser lists them now and whenever the list changes.
  useEffect(() => {
    if (!speechSupported()) {
      setVoicesSettled(true);
      return;
    }
    const synth = window.speechSynthesis;
    const update = () => {
      const listed = synth.getVoices();
      setVoices(listed);
      if (listed.length > 0) setVoicesSettled(true);
    };
    update();
    synth.addEventListener?.("voiceschanged", update);
    const timer = setTimeout(() => setVoicesSettled(true), VOICES_WAIT_MS);
    return () => {
      synth.removeEventListener?.("voiceschanged", update);
      clearTimeout(timer);
    };
  }, []);

  const engine = useMemo(() => {
    if (!speechSupported()) return null;
    const agent = navigator.userAgent;
    return new ReadAloudEngine({
      speech: window.speechSynthesis,
      utterance: (text) => new SpeechSynthesisUtterance(text),
      android: /Android/i.test(agent),
      chrome: /Chrome\//.test(agent),
      onChange: setState,
    });
  }, []);

  // The pages come from the reader's own chunk queries (fetched when not cached yet).
  const pagesOf = useCallback(
    async (chunk: number): Promise<SpeechPage[]> => {
      const answer = await queryClient.fetchQuery(bookChunkQuery(source, chunk));
      return answer.pages;
    },
    [queryClient, source],
  );
  const count = book?.bindery_pages_count ?? 0;
  // The contents decide where a chapter ends, read when the sleep timer asks (they may
  // arrive after reading started).
  const latestContents = useRef(contents);
  latestContents.current = contents;
  useEffect(() => {
    if (!engine) return;
    engine.setSource({
      pageCount: count,
      chapterEnd: (page) =>
        latestContents.current?.find((entry) => entry.page_order > page)?.page_order ??
        // No contents: the end of the chunk of pages stands in for a chapter.
        (readerChunkOf(page) + 1) * READER_CHUNK_PAGES,
      async sentencesOf(page) {
        // The page and its neighbours: a paragraph split over a page's end is read as one.
        const chunks = new Set(
          [page - 1, page, page + 1]
            .filter((at) => at >= 0 && at < count)
            .map((at) => readerChunkOf(at)),
        );
        const loaded = new Map<number, SpeechPage>();
        for (const chunk of chunks) {
          try {
            for (const loadedPage of await pagesOf(chunk)) {
              loaded.set(loadedPage.page_order, loadedPage);
            }
          } catch {
            // A chunk that cannot be loaded now reads as pages without text.
          }
        }
        return pageSentences(page, (order) => loaded.get(order), language);
      },
    });
  }, [engine, count, pagesOf, language]);

  const voice = useMemo(
    () => chooseVoice(voices, language, settings.read_aloud_voices),
    [voices, language, settings.read_aloud_voices],
  );
  useEffect(() => {
    if (!engine) return;
    engine.rate = settings.read_aloud_rate;
    engine.voice = voice;
    engine.lang = language;
    engine.setSleep(settings.read_aloud_sleep);
  }, [engine, settings.read_aloud_rate, voice, language, settings.read_aloud_sleep]);

  // Stops speaking when the reader closes.
  useEffect(() => () => engine?.stop(), [engine]);

  const playing = state.status === "playing";
  const active = state.status !== "stopped";

  // The silent loop keeps the page playing media while the screen is off, so the
  // platform does not suspend it mid-book (speech alone does not count as media).
  useEffect(() => {
    if (!active) {
      audioRef.current?.pause();
      return;
    }
    if (!audioRef.current) {
      const audio = new Audio(silentLoopUrl());
      audio.loop = true;
      audioRef.current = audio;
    }
    if (playing) audioRef.current.play().catch(() => {});
    else audioRef.current.pause();
  }, [active, playing]);
  useEffect(() => () => audioRef.current?.pause(), []);

  const pause = useCallback(() => engine?.pause(), [engine]);
  const resume = useCallback(() => engine?.resume(), [engine]);
  const next = useCallback(() => void engine?.next(), [engine]);
  const previous = useCallback(() => void engine?.previous(), [engine]);
  const stop = useCallback(() => engine?.stop(), [engine]);

  // The lock screen and headset buttons: the book, and play, pause, next and previous.
  const title = book?.book_name;
  const author = book?.author;
  const cover = book?.book_cover;
  useEffect(() => {
    const session = typeof navigator !== "undefined" ? navigator.mediaSession : undefined;
    if (!session || !active) return;
    if (typeof MediaMetadata === "function") {
      session.metadata = new MediaMetadata({
        title: title ?? "",
        artist: author ?? "",
        album: "Bindery",
        artwork: cover ? [{ src: cover }] : [],
      });
    }
    const actions: Array<[MediaSessionAction, () => void]> = [
      ["play", resume],
      ["pause", pause],
      ["nexttrack", next],
      ["previoustrack", previous],
      ["stop", stop],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {}
      }
      session.metadata = null;
      session.playbackState = "none";
    };
  }, [active, title, author, cover, resume, pause, next, previous, stop]);
  useEffect(() => {
    if (typeof navigator !== "undefined" && navigator.mediaSession && active)
      navigator.mediaSession.playbackState = playing ? "playing" : "paused";
  }, [active, playing]);

  const start = useCallback(
    (page: number, point?: TextPoint) => {
      void engine?.start(page, point);
    },
    [engine],
  );

  const reason = voicesSettled
    ? unavailableReason(speechSupported(), voices, language)
    : speechSupported()
      ? null
      : unavailableReason(false, [], language);

  const marks: ReadingMarks | null = state.sentence
    ? { sentence: state.sentence.spans, word: state.word }
    : null;

  return {
    status: state.status,
    ended: state.ended,
    marks,
    reason,
    start,
    pause,
    resume,
    next,
    previous,
    stop,
    rate: settings.read_aloud_rate,
    setRate: (rate: number) => onSettings({ read_aloud_rate: rate }),
    voices: voicesFor(voices, language),
    voice,
    setVoice: (voiceURI: string) => {
      if (!language) return;
      onSettings({
        read_aloud_voices: {
          ...settings.read_aloud_voices,
          [readAloudLanguageKey(language)]: voiceURI,
        },
      });
    },
    sleep: settings.read_aloud_sleep,
    setSleep: (choice: ReadAloudSleep) => onSettings({ read_aloud_sleep: choice }),
  };
}

export type ReadAloud = ReturnType<typeof useReadAloud>;
