/**
 * `<audio>`: the framework's player card (poster, name, author, elapsed time, a play / pause control)
 * around a media element; media events come out as play, pause, ended, timeupdate and error.
 */
import { useRef, useState } from 'react';
import { emit, type UniHandler } from '../shared/events.ts';

/** The error event's errMsg for each MediaError code. */
const MEDIA_ERRORS = { 1: 'MEDIA_ERR_ABORTED', 2: 'MEDIA_ERR_NETWORK', 3: 'MEDIA_ERR_DECODE', 4: 'MEDIA_ERR_SRC_NOT_SUPPORTED' };

export interface AudioProps {
  id?: string;
  src?: string;
  loop?: boolean;
  controls?: boolean;
  poster?: string;
  name?: string;
  author?: string;
  onPlay?: UniHandler;
  onPause?: UniHandler;
  onEnded?: UniHandler;
  onTimeupdate?: UniHandler<{ currentTime: number; duration: number }>;
  onError?: UniHandler<{ errMsg: string }>;
}

const clock = (seconds: number) => {
  const s = Math.floor(Number.isFinite(seconds) ? seconds : 0);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export default function Audio(props: AudioProps) {
  const media = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const toggle = () => {
    const el = media.current;
    if (!el) return;
    if (el.paused) void Promise.resolve(el.play()).catch(() => undefined);
    else el.pause();
  };
  return (
    <uni-audio id={props.id}>
      <audio
        ref={media}
        src={props.src || undefined}
        loop={props.loop}
        onPlay={() => { setPlaying(true); emit(props.onPlay, 'play', {}); }}
        onPause={() => { setPlaying(false); emit(props.onPause, 'pause', {}); }}
        onEnded={() => { setPlaying(false); emit(props.onEnded, 'ended', {}); }}
        onTimeUpdate={(e) => {
          const { currentTime, duration } = e.currentTarget;
          setTime(currentTime);
          emit(props.onTimeupdate, 'timeupdate', { currentTime, duration });
        }}
        onError={(e) => {
          const code = e.currentTarget.error?.code ?? 4;
          emit(props.onError, 'error', { errMsg: MEDIA_ERRORS[code as keyof typeof MEDIA_ERRORS] ?? MEDIA_ERRORS[4] });
        }}
      />
      {props.controls ? (
        <div className="uni-audio-default">
          <div className="uni-audio-left" style={props.poster ? { backgroundImage: `url("${props.poster}")` } : undefined}>
            <button type="button" className={`uni-audio-button ${playing ? 'pause' : 'play'}`} aria-label={playing ? 'pause' : 'play'} onClick={toggle} />
          </div>
          <div className="uni-audio-right">
            <div className="uni-audio-time">{clock(time)}</div>
            <div className="uni-audio-info">
              <div className="uni-audio-name">{props.name}</div>
              <div className="uni-audio-author">{props.author}</div>
            </div>
          </div>
        </div>
      ) : null}
    </uni-audio>
  );
}
