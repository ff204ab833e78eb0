import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_WATCHDOG_MS } from './video-playback.ts';
import { VideoPlayer } from './video-player.tsx';

const SRC = 'https://media.example/reel.mp4';

function setup() {
  const onEnded = vi.fn();
  const utils = render(<VideoPlayer src={SRC} poster="/poster.svg" onEnded={onEnded} />);
  const video = () => utils.container.querySelector('video') as HTMLVideoElement;
  return { ...utils, onEnded, video };
}

const fire = (target: HTMLElement, type: string) =>
  act(() => void fireEvent(target, new Event(type)));

describe('VideoPlayer (docs/product.md § Demo reel: the video never hangs)', () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    play = vi.fn(() => new Promise<void>(() => {}));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return play();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplays the video and shows the status "Loading video" until it plays', () => {
    const { video } = setup();
    expect(video()).toHaveAttribute('src', SRC);
    expect(video()).toHaveAttribute('poster', '/poster.svg');
    expect(video()).not.toHaveAttribute('controls');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();

    fire(video(), 'canplay');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    fire(video(), 'playing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(video()).toHaveAttribute('controls');
    // Playing: the watchdog is off.
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onEnded when the video ends', () => {
    const { video, onEnded } = setup();
    fire(video(), 'playing');
    fire(video(), 'ended');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('replaces the spinner with a message when nothing plays within 10 s', () => {
    setup();
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS - 1));
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded');
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the message at once on a media error, and "You\'re offline" when offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { video } = setup();
    fire(video(), 'error');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The video could not be loaded');
    expect(alert).toHaveTextContent("You're offline");
  });

  it('"Try again" loads a fresh video with a fresh watchdog', () => {
    const { video } = setup();
    fire(video(), 'error');
    expect(screen.getByRole('alert')).not.toHaveTextContent("You're offline");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', SRC);
    expect(play).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fire(video(), 'playing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows native controls and "Play video" when the browser refuses to autoplay', async () => {
    play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('no autoplay', 'NotAllowedError')),
    );
    const { video } = setup();
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(video()).toHaveAttribute('controls');
    fire(video(), 'canplay');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    fire(video(), 'playing');
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
    // It had data, so the watchdog did not fire in between.
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails within 10 s when autoplay is refused and the video never gets data', async () => {
    play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('no autoplay', 'NotAllowedError')),
    );
    setup();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded');
  });

  it('shows the spinner again, with the watchdog, when playback stalls', () => {
    const { video } = setup();
    fire(video(), 'playing');
    fire(video(), 'waiting');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('controls');
    act(() => vi.advanceTimersByTime(VIDEO_WATCHDOG_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded');
  });

  it('ties the video to its text alternative, and shows captions by default when given (WCAG 1.2.1, 1.2.2)', () => {
    const { container } = render(
      <>
        <p id="reel-text">Three title cards</p>
        <VideoPlayer
          src={SRC}
          poster="/poster.svg"
          onEnded={() => {}}
          describedBy="reel-text"
          captions={{ src: '/media/reel.vtt', lang: 'en', label: 'English' }}
        />
      </>,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAccessibleDescription('Three title cards');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/reel.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('default');
  });

  it('has no captions track for a silent video', () => {
    const { video } = setup();
    expect(video().querySelector('track')).toBeNull();
  });
});
