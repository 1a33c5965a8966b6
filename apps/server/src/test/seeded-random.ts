/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same seed gives the same data
 * on every run and dialect (randomized tests, the benchmark's seed).
 */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}
