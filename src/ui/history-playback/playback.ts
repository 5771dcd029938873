/**
 * History playback rules: speeds 1, 5, 10 and 25; the position moves in steps of
 * 1000 ms, one step per tick of 1000/speed ms; playing stops at the end index; next and previous jump to the next or
 * previous anchor time when anchors are used, else by one step.
 */

export const PLAYBACK_SPEEDS = [1, 5, 10, 25] as const;
export const PLAYBACK_STEP_MS = 1000;

/** Milliseconds between two ticks at `speed`. */
export function tickMs(speed: number): number {
  return 1000 / speed;
}

/** The last index of a time range (0 when empty). */
export function endIndex(minTime: number, maxTime: number, step = PLAYBACK_STEP_MS): number {
  return Math.max(0, Math.ceil((maxTime - minTime) / step));
}

/** The time of an index, never past the end of the range. */
export function timeOf(index: number, minTime: number, maxTime: number, step = PLAYBACK_STEP_MS): number {
  return Math.min(minTime + index * step, maxTime);
}

/** The index of a time, rounded down and kept in range. */
export function indexOf(time: number, minTime: number, maxTime: number, step = PLAYBACK_STEP_MS): number {
  return Math.min(Math.max(0, Math.floor((time - minTime) / step)), endIndex(minTime, maxTime, step));
}

export interface PlaybackRange {
  minTime: number;
  maxTime: number;
  step: number;
  anchors?: readonly number[];
  useAnchors?: boolean;
}

/** A playback position: the slider index and the time it stands for (an anchor may lie between two steps). */
export interface Position {
  index: number;
  time: number;
}

/** The position of an index. */
export function at(index: number, r: PlaybackRange): Position {
  return { index, time: timeOf(index, r.minTime, r.maxTime, r.step) };
}

const sortedAnchors = (r: PlaybackRange) =>
  r.useAnchors && r.anchors?.length
    ? [...r.anchors].filter((a) => a >= r.minTime && a <= r.maxTime).sort((a, b) => a - b)
    : null;

/** "Next": the next anchor after the current time (else the end) when anchors are used, else one step on. */
export function nextPosition(p: Position, r: PlaybackRange): Position {
  const end = endIndex(r.minTime, r.maxTime, r.step);
  if (p.index >= end && p.time >= r.maxTime) return at(end, r);
  const anchors = sortedAnchors(r);
  if (!anchors) return at(Math.min(p.index + 1, end), r);
  const anchor = anchors.find((a) => a > p.time);
  return anchor === undefined ? at(end, r) : { index: indexOf(anchor, r.minTime, r.maxTime, r.step), time: anchor };
}

/** "Previous": the previous anchor before the current time (else the start) when anchors are used, else one step back. */
export function previousPosition(p: Position, r: PlaybackRange): Position {
  if (p.index <= 0 && p.time <= r.minTime) return at(0, r);
  const anchors = sortedAnchors(r);
  if (!anchors) return at(Math.max(p.index - 1, 0), r);
  const anchor = [...anchors].reverse().find((a) => a < p.time);
  return anchor === undefined ? at(0, r) : { index: indexOf(anchor, r.minTime, r.maxTime, r.step), time: anchor };
}
