/** A drawn open book for the hero; pure decoration, hidden from assistive technology. */
export function OpenBookArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-lg">
      <div className="absolute inset-x-6 top-6 bottom-0 rounded-full bg-gold/25 blur-3xl" />
      <div className="relative flex rotate-[-3deg] drop-shadow-[0_30px_40px_rgba(42,33,27,0.25)]">
        <div className="flex aspect-[3/4] flex-1 flex-col gap-4 rounded-l-lg border border-line bg-card px-[9%] py-[10%]">
          <p className="font-serif text-[0.7rem] uppercase tracking-[0.3em] text-ink-faint">
            Chapter I
          </p>
          <p className="font-serif text-lg leading-snug text-ink sm:text-xl">
            The Lamp
            <br />
            in the Window
          </p>
          <div className="page-lines h-full w-full opacity-80" />
        </div>
        <div className="w-3 bg-gradient-to-r from-ink/25 via-ink/5 to-ink/20" />
        <div className="relative flex aspect-[3/4] flex-1 flex-col gap-4 rounded-r-lg border border-line bg-card px-[9%] py-[10%]">
          {/* The ribbon bookmark hangs out below the page, as it would from a real book. */}
          <div className="absolute top-[92%] right-[16%] -z-10 h-[18%] w-4 bg-accent [clip-path:polygon(0_0,100%_0,100%_100%,50%_84%,0_100%)]" />
          <p className="font-serif text-[0.62rem] leading-[1.7] text-ink-soft sm:text-[0.7rem]">
            <span className="float-left mt-1 mr-1.5 font-serif text-4xl leading-[0.8] text-accent">
              E
            </span>
            very evening, when the last cart had gone by, she set the lamp in the window and opened
            the book where the ribbon lay. The pages smelled of dust and summer; the words were the
            same as the night before, and yet they were not.
          </p>
          <div className="page-lines h-full w-full opacity-80" />
          <p className="text-center font-serif text-xs text-ink-faint">17</p>
        </div>
      </div>
    </div>
  );
}
