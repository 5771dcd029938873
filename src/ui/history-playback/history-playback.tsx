/**
 * History playback bar: jump to start, previous, a slider, the current time
 * (medium date format, or 'no data found' without a time range), next, jump to end, play/pause and the speed.
 * Stopped → playing → stopped: each tick (1000/speed ms) moves one 1000 ms step and reports the time; playing stops
 * at the end index; pause reports the current time. With anchors, next/previous jump between anchor times.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { formatDateStyle } from '../../lib/intl-styles';
import { IconButton } from '../button/button';
import {
  FastForwardIcon,
  FastRewindIcon,
  PauseIcon,
  PlayIcon,
  SkipNextIcon,
  SkipPreviousIcon,
} from '../icons/control-icons';
import { Select } from '../select/select';
import { v } from '../theme/tokens';
import {
  at,
  endIndex,
  nextPosition,
  PLAYBACK_SPEEDS,
  PLAYBACK_STEP_MS,
  previousPosition,
  tickMs,
  type PlaybackRange,
  type Position,
} from './playback';

export interface HistoryPlaybackProps {
  /** Start and end of the data; null/undefined when there is no data. */
  minTime: number | null | undefined;
  maxTime: number | null | undefined;
  /** Reports the time of the current position (on every move, each tick, and on pause). */
  onTimeChange(time: number): void;
  /** Step of one move, ms (default 1000). */
  step?: number;
  anchors?: readonly number[];
  useAnchors?: boolean;
  testId?: string;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 2px 4px;
  padding: 4px 8px;
  border-radius: 6px;
  color: ${v('color-text')};
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
`;

const Slider = styled.input.attrs({ type: 'range' })`
  flex: 1 1 160px;
  min-width: 120px;
  accent-color: ${v('color-primary')};
`;

const Time = styled.output`
  min-width: 190px;
  padding: 0 8px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${v('color-text-secondary')};
  text-align: center;
`;

const Speed = styled.div`
  width: 96px;
  & > div {
    margin-bottom: 0;
  }
  & > div > div:last-child {
    display: none;
  }
`;

/**
 * The playback position and its clock: moves report the time, a new range starts over stopped at its start, and
 * playing steps one index per tick of the chosen speed until the end index.
 */
function usePlayback(range: PlaybackRange, end: number, onTimeChange: (time: number) => void) {
  const [pos, setPos] = useState<Position>(() => at(0, range));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(PLAYBACK_SPEEDS[0]);
  const posRef = useRef(pos);
  const report = useRef(onTimeChange);
  report.current = onTimeChange;

  const moveTo = (next: Position) => {
    posRef.current = next;
    setPos(next);
    report.current(next.time);
  };

  // A new range starts over, stopped, at its start.
  useEffect(() => {
    setPlaying(false);
    const start = at(0, range);
    posRef.current = start;
    setPos(start);
  }, [range.minTime, range.maxTime, range.step]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      const current = posRef.current;
      if (current.index >= end) {
        setPlaying(false);
        return;
      }
      moveTo(at(current.index + 1, range));
      if (current.index + 1 >= end) setPlaying(false); // stops at the end index
    }, tickMs(speed));
    return () => clearInterval(timer);
  }, [playing, speed, end]);

  const play = () => {
    if (posRef.current.index >= end) moveTo(at(0, range));
    setPlaying(true);
  };
  const pause = () => {
    setPlaying(false);
    report.current(posRef.current.time);
  };
  return { pos, posRef, playing, speed, setSpeed, moveTo, play, pause };
}

export function HistoryPlayback({
  minTime,
  maxTime,
  onTimeChange,
  step = PLAYBACK_STEP_MS,
  anchors,
  useAnchors,
  testId,
}: HistoryPlaybackProps) {
  const { t, i18n } = useTranslation();
  const hasData = minTime != null && maxTime != null && Number.isFinite(minTime) && Number.isFinite(maxTime);
  const range: PlaybackRange = { minTime: minTime ?? 0, maxTime: maxTime ?? 0, step, anchors, useAnchors };
  const end = hasData ? endIndex(range.minTime, range.maxTime, step) : 0;
  const { pos, posRef, playing, speed, setSpeed, moveTo, play, pause } = usePlayback(range, end, onTimeChange);
  const label = hasData
    ? formatDateStyle(pos.time, i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
    : t('widget.no-data-found');
  const disabled = !hasData;
  return (
    <Bar role="group" aria-label={t('playback.playback')} data-testid={testId} data-playing={playing || undefined}>
      <IconButton
        aria-label={t('playback.jump-to-start')}
        title={t('playback.jump-to-start')}
        disabled={disabled}
        onClick={() => moveTo(at(0, range))}
        data-testid="playback-start"
      >
        <SkipPreviousIcon />
      </IconButton>
      <IconButton
        aria-label={t('playback.previous')}
        title={t('playback.previous')}
        disabled={disabled}
        onClick={() => moveTo(previousPosition(posRef.current, range))}
        data-testid="playback-previous"
      >
        <FastRewindIcon />
      </IconButton>
      <Slider
        min={0}
        max={end}
        step={1}
        value={pos.index}
        disabled={disabled}
        aria-label={t('playback.position')}
        aria-valuetext={label}
        onChange={(e) => moveTo(at(Number(e.target.value), range))}
        data-testid="playback-slider"
      />
      <Time aria-live="off" data-testid="playback-time">
        {label}
      </Time>
      <IconButton
        aria-label={t('playback.next')}
        title={t('playback.next')}
        disabled={disabled}
        onClick={() => moveTo(nextPosition(posRef.current, range))}
        data-testid="playback-next"
      >
        <FastForwardIcon />
      </IconButton>
      <IconButton
        aria-label={t('playback.jump-to-end')}
        title={t('playback.jump-to-end')}
        disabled={disabled}
        onClick={() => moveTo(at(end, range))}
        data-testid="playback-end"
      >
        <SkipNextIcon />
      </IconButton>
      <IconButton
        aria-label={playing ? t('playback.pause') : t('playback.play')}
        title={playing ? t('playback.pause') : t('playback.play')}
        disabled={disabled}
        onClick={playing ? pause : play}
        data-testid="playback-play"
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <Speed>
        <Select<number>
          label={t('playback.speed')}
          options={PLAYBACK_SPEEDS.map((s) => ({ value: s, label: `${s}×`, text: String(s) }))}
          value={speed}
          onChange={setSpeed}
          disabled={disabled}
          testId="playback-speed"
        />
      </Speed>
    </Bar>
  );
}
