/**
 * Well-known classics fetched from Project Gutenberg on a first start without a seed
 * folder (config CATALOG_STARTER_SET replaces the list).
 */
export const STARTER_SET: readonly number[] = [
  1342, // Pride and Prejudice, Jane Austen
  11, // Alice's Adventures in Wonderland, Lewis Carroll
  84, // Frankenstein, Mary Shelley
  1661, // The Adventures of Sherlock Holmes, Arthur Conan Doyle
  2701, // Moby-Dick, Herman Melville
  98, // A Tale of Two Cities, Charles Dickens
  1260, // Jane Eyre, Charlotte Brontë
  345, // Dracula, Bram Stoker
  174, // The Picture of Dorian Gray, Oscar Wilde
  76, // Adventures of Huckleberry Finn, Mark Twain
  768, // Wuthering Heights, Emily Brontë
  1400, // Great Expectations, Charles Dickens
];

/** The configured starter set: the default list, the given numbers, or none. */
export function starterSet(setting: string | undefined): number[] {
  if (setting === undefined) return [...STARTER_SET];
  if (setting === "none") return [];
  return setting.split(",").map((id) => Number(id.trim()));
}
