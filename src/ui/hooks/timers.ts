/** Timer functions the widgets schedule with (focus restore, autoplay): the store's clock minus `now`; a manual clock in tests. */
import type { Clock } from '../../store/index.ts';

export type TimerLike = Pick<Clock, 'setTimeout' | 'clearTimeout'>;
