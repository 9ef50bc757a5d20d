// Shards of a run (`--shard I/N`): which block of a sequence each one takes, and the check that
// the shards handed to a merge are all of one split, each once, none missing.

export interface Shard {
  /** 1 <= index <= of */
  index: number;
  of: number;
}

/** `I/N` (1-based): the I-th of N contiguous blocks of `items` indices, as even as can be. */
export function shardRange(items: number, index: number, of: number): { first: number; count: number } {
  const start = Math.floor(((index - 1) * items) / of);
  const stop = Math.floor((index * items) / of);
  return { first: start, count: stop - start };
}

export class MergeError extends Error {}

/** Shards left out of a merge: their indices (1-based) of `of`; `what` says what they hold. */
export class MissingShardsError extends MergeError {
  constructor(
    readonly missing: readonly number[],
    readonly of: number,
    what?: (index: number) => string,
  ) {
    const named = missing.map((index) => `${index}/${of}${what ? ` (${what(index)})` : ""}`).join(", ");
    super(`${missing.length === 1 ? "shard" : "shards"} ${named} ${missing.length === 1 ? "is" : "are"} missing`);
  }
}

/** The shards of files written with `--shard`: all of one split, each once, all there. Files
 *  without a shard (written before shards were recorded, or a whole run) are left to the check of
 *  their slices. */
export function checkShards(parts: ReadonlyArray<{ shard?: Shard | undefined }>, what?: (index: number, of: number) => string): void {
  const shards = parts.map((part) => part.shard).filter((shard): shard is Shard => shard !== undefined);
  if (shards.length === 0) return;
  if (shards.length < parts.length) throw new MergeError("some files are shards (--shard) and some are not");
  const of = shards[0]!.of;
  const other = shards.find((shard) => shard.of !== of);
  if (other) throw new MergeError(`the files are shards of different splits: ${shards[0]!.index}/${of} and ${other.index}/${other.of}`);
  const seen = new Set<number>();
  for (const { index } of shards) {
    if (seen.has(index)) throw new MergeError(`shard ${index}/${of} is given twice`);
    seen.add(index);
  }
  const missing = Array.from({ length: of }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) throw new MissingShardsError(missing, of, what && ((index) => what(index, of)));
}
