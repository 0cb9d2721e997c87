/**
 * Turns a rendered signal into a seamless loop of `loopLength` samples. The signal
 * must run on past the loop's end; that overrun is faded into the loop's start with
 * an equal-power curve. The last sample of the loop is then followed, on wrapping,
 * by exactly what the synthesiser produced after it: no click and no dip in level.
 */
export function makeSeamlessLoop(rendered: Float32Array, loopLength: number): Float32Array {
  const crossfade = rendered.length - loopLength;
  if (crossfade <= 0 || crossfade > loopLength) {
    throw new Error("The rendered signal must overrun the loop by at most one loop length");
  }
  const loop = rendered.slice(0, loopLength);
  for (let i = 0; i < crossfade; i++) {
    const t = i / crossfade;
    // Equal power: the two parts are uncorrelated noise, so their powers add.
    const fadeIn = Math.sin((Math.PI / 2) * t);
    const fadeOut = Math.cos((Math.PI / 2) * t);
    loop[i] = (rendered[i] as number) * fadeIn + (rendered[loopLength + i] as number) * fadeOut;
  }
  return loop;
}

/**
 * How abrupt the wrap from the last sample to the first is, compared with the signal's
 * own sample-to-sample movement: the jump at the seam divided by the 99th percentile
 * of all jumps. About 1 or below means the seam is as smooth as anywhere else.
 */
export function seamRoughness(loop: Float32Array): number {
  const steps = new Float32Array(loop.length - 1);
  for (let i = 1; i < loop.length; i++)
    steps[i - 1] = Math.abs((loop[i] as number) - (loop[i - 1] as number));
  steps.sort();
  const typical = steps[Math.floor(steps.length * 0.99)] as number;
  const seam = Math.abs((loop[0] as number) - (loop[loop.length - 1] as number));
  return typical > 0 ? seam / typical : seam;
}
