/** Books standing on a shelf, one leaning: decoration for the empty dashboard. */
const SPINES = [
  { color: "#8a3324", height: "h-40", width: "w-9" },
  { color: "#2f4a3a", height: "h-44", width: "w-11" },
  { color: "#7a5420", height: "h-36", width: "w-8" },
  { color: "#24344d", height: "h-42", width: "w-10" },
];

export function ShelfArt() {
  return (
    <div aria-hidden="true" className="relative hidden items-end md:flex">
      <div className="flex items-end gap-1.5 border-b-4 border-line-strong px-3">
        {SPINES.map((spine) => (
          <div
            key={spine.color}
            className={`${spine.height} ${spine.width} flex flex-col items-center justify-between rounded-t-sm py-3 shadow-[inset_-4px_0_6px_rgba(0,0,0,0.18)]`}
            style={{ backgroundColor: spine.color }}
          >
            <span className="h-px w-2/3 bg-gold/70" />
            <span className="h-6 w-1/2 rounded-sm border border-gold/60" />
            <span className="h-px w-2/3 bg-gold/70" />
          </div>
        ))}
        <div
          className="ml-9 h-40 w-9 origin-bottom-left -rotate-[14deg] rounded-t-sm py-3 shadow-[inset_-4px_0_6px_rgba(0,0,0,0.18)]"
          style={{ backgroundColor: "#5a2d45" }}
        />
      </div>
    </div>
  );
}
