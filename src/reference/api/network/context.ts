/** What the network APIs of one running app share: its configured timeouts and its running transfers. */
import type { AppConfig } from '../../runtime/app-config.ts';
import type { Transfer } from './transfer.ts';

export interface NetworkContext {
  /** manifest `networkTimeout`. */
  timeouts: NonNullable<AppConfig['networkTimeout']>;
  running: Set<Transfer>;
}
