/** One form or the other by count (Spanish has two: 1 and the rest). */
export const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);
