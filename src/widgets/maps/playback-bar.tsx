/**
 * History playback bar: jump to start, previous, slider, current-time label (or 'no
 * data found'), next, jump to end, play/pause and speed (1, 5, 10, 25). Each tick (1000 / speed ms) advances the
 * time by one 1000 ms step; playback stops at the end.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import {
  FirstPageIcon,
  LastPageIcon,
  PauseIcon,
  PlayIcon,
  SkipNextIcon,
  SkipPreviousIcon,
} from '../../ui/icons/control-icons';
import { useWidgetFormat } from '../common/use-format';

export const PLAYBACK_SPEEDS = [1, 5, 10, 25] as const;
export const PLAYBACK_STEP_MS = 1000;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  padding: 4px 6px;
  font-size: 12px;
  & button {
    width: 30px;
    height: 30px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  & button:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  & input[type='range'] {
    flex: 1;
    min-width: 60px;
  }
  & select {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
    border-radius: 4px;
  }
  & .time {
    min-width: 140px;
    text-align: center;
  }
`;

export interface PlaybackBarProps {
  min: number;
  max: number;
  time: number;
  onTime(time: number): void;
  /** Times the previous / next buttons jump to (anchors); without them they step by 1 s. */
  anchors?: number[];
}

export function PlaybackBar({ min, max, time, onTime, anchors }: PlaybackBarProps) {
  const { t } = useTranslation();
  const fmt = useWidgetFormat();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const empty = !(max > min);
  useEffect(() => {
    if (!playing || empty) return;
    const id = setInterval(() => {
      const next = Math.min(max, time + PLAYBACK_STEP_MS);
      onTime(next);
      if (next >= max) setPlaying(false);
    }, 1000 / speed);
    return () => clearInterval(id);
  }, [playing, speed, time, max, empty, onTime]);
  const prev = () =>
    onTime(
      anchors?.length ? ([...anchors].reverse().find((a) => a < time) ?? min) : Math.max(min, time - PLAYBACK_STEP_MS),
    );
  const next = () =>
    onTime(anchors?.length ? (anchors.find((a) => a > time) ?? max) : Math.min(max, time + PLAYBACK_STEP_MS));
  return (
    <Bar data-testid="playback-bar">
      <button type="button" aria-label={t('widget.playback-start')} onClick={() => onTime(min)} disabled={empty}>
        <FirstPageIcon size={20} />
      </button>
      <button type="button" aria-label={t('widget.playback-previous')} onClick={prev} disabled={empty}>
        <SkipPreviousIcon size={20} />
      </button>
      <input
        type="range"
        aria-label={t('widget.playback-time')}
        min={min}
        max={max}
        step={PLAYBACK_STEP_MS}
        value={time}
        disabled={empty}
        onChange={(e) => onTime(Number(e.target.value))}
      />
      <span className="time" data-testid="playback-time">
        {empty ? t('widget.no-data-found') : fmt.dateTime(time)}
      </span>
      <button type="button" aria-label={t('widget.playback-next')} onClick={next} disabled={empty}>
        <SkipNextIcon size={20} />
      </button>
      <button type="button" aria-label={t('widget.playback-end')} onClick={() => onTime(max)} disabled={empty}>
        <LastPageIcon size={20} />
      </button>
      <button
        type="button"
        aria-label={t(playing ? 'widget.playback-pause' : 'widget.playback-play')}
        onClick={() => setPlaying((p) => !p)}
        disabled={empty}
        data-testid="playback-play"
      >
        {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
      </button>
      <select aria-label={t('widget.playback-speed')} value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
        {PLAYBACK_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}x
          </option>
        ))}
      </select>
    </Bar>
  );
}
