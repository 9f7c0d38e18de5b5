/** The middle value (the upper one of an even count): what the bench reports of repeated runs. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
