/**
 * The framework's pull-to-refresh state machine, shared by the page refresh and scroll-view's refresher.
 * Idle (null) → pulling ⇄ reached; release from pulling → aborting → idle; release from reached →
 * refreshing; stop → restoring → idle. A refresh may also be started programmatically from idle.
 * Free of React and of the DOM: the owner feeds it touch positions and renders `state`.
 */

export type RefreshState = null | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

export interface PullToRefreshOptions {
  /** Pull distance (px) at which a release refreshes. */
  threshold: number;
  onStateChange?(state: RefreshState, previous: RefreshState): void;
  /** Each move while pulling or reached, with the pull distance. */
  onPull?(distance: number): void;
}

/** How long the refresher takes to fold back before it is idle again (what its drawing animates over). */
export const settleMs = {
  aborting: 300,
  restoring: 300,
};

export class PullToRefresh {
  state: RefreshState = null;
  /** Current pull distance in px (0 when idle). */
  distance = 0;
  /** Where the finger came down; null when this touch may not pull. */
  private startY: number | null = null;
  /** Where the pull began: the touch's first move that pulled. */
  private originY: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PullToRefreshOptions) {}

  /** A finger (or pointer) went down at `y` while the content is scrolled to the top. */
  start(y: number): void {
    this.startY = this.busy() ? null : y;
    this.originY = null;
  }

  /** Returns whether the move belongs to the pull (the owner then prevents scrolling). */
  move(y: number): boolean {
    // A refresh may have started (programmatically) since the touch began: that touch no longer pulls.
    if (this.busy()) this.startY = null;
    if (this.startY === null) return false;
    if (y < this.startY && this.state === null) return false;
    // The pull is measured from its first move, as the framework measures it: a finger's first report may
    // land a little way from where it came down.
    this.originY ??= y;
    this.distance = Math.max(0, y - this.originY);
    // The first move only starts the pull, so 'reached' is always entered from 'pulling'.
    if (this.state === null || this.distance < this.options.threshold) this.set('pulling');
    else this.set('reached');
    this.options.onPull?.(this.distance);
    return true;
  }

  end(): void {
    this.startY = null;
    if (this.state === 'pulling') {
      this.set('aborting');
      this.settle('aborting');
    } else if (this.state === 'reached') {
      this.distance = this.options.threshold;
      this.set('refreshing');
    }
  }

  /** Starts a refresh without a gesture (scroll-view `refresher-triggered`, `uni.startPullDownRefresh`). */
  trigger(): void {
    if (this.state !== null) return;
    this.distance = this.options.threshold;
    this.set('refreshing');
  }

  /** Ends a refresh (`refresher-triggered` back to false, `uni.stopPullDownRefresh`). */
  stop(): void {
    if (this.state !== 'refreshing') return;
    this.set('restoring');
    this.settle('restoring');
  }

  /** Between release and rest no new pull may begin. */
  private busy(): boolean {
    return this.state === 'aborting' || this.state === 'refreshing' || this.state === 'restoring';
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private settle(from: 'aborting' | 'restoring'): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.state !== from) return;
      this.distance = 0;
      this.set(null);
    }, settleMs[from]);
  }

  private set(next: RefreshState): void {
    const previous = this.state;
    if (previous === next) return;
    this.state = next;
    this.options.onStateChange?.(next, previous);
  }
}
