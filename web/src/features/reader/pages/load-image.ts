/** Resolves once the image at `url` is loaded and decoded; rejects when it cannot be. */
export function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      // decode() keeps the first paint of a large background from stalling a frame.
      image.decode().then(resolve, resolve);
    };
    image.onerror = () => reject(new Error(`Failed to load ${url}`));
    image.src = url;
  });
}
