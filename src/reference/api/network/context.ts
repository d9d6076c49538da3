/** What the network APIs of one running app share: its configured timeouts and its running transfers. */
import type { FixtureApp } from '../../../../spec/contract/index.ts';
import type { Transfer } from './transfer.ts';

export interface NetworkContext {
  /** manifest `networkTimeout`. */
  timeouts: NonNullable<FixtureApp['networkTimeout']>;
  running: Set<Transfer>;
}
