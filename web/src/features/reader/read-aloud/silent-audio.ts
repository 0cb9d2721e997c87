/**
 * A second of silence as a WAV file, made in memory: played in a loop while reading aloud,
 * it makes the page a media player the platform keeps running with the screen off (speech
 * alone does not) and gives the lock screen its controls.
 */
let url: string | null = null;

export function silentLoopUrl(): string {
  if (url) return url;
  const rate = 8000;
  const samples = rate;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let at = 0; at < value.length; at++) view.setUint8(offset + at, value.charCodeAt(at));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // bytes a second at 8 bits
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, "data");
  view.setUint32(40, samples, true);
  // 8-bit PCM is unsigned: 128 is silence.
  new Uint8Array(buffer, 44).fill(128);
  url = URL.createObjectURL(new Blob([buffer], { type: "audio/wav" }));
  return url;
}
