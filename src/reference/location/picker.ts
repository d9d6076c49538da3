/**
 * The location picker's state, free of React: the centre, the search keyword, the list of places
 * with its paging, and the selection. Keyword input is debounced (trailing); a new query drops the
 * answers still in flight for the old one.
 */
import { createStore, type Store } from '../runtime/store.ts';
import { debounce } from './debounce.ts';
import type { LatLng } from './distance.ts';
import type { PlaceSource } from './places.ts';
import type { Poi } from './poi.ts';

/** How long keyword input must rest before it is searched (ms). */
const SEARCH_DEBOUNCE = 1000;

export interface PickerState {
  center: LatLng;
  keyword: string;
  searching: boolean;
  list: readonly Poi[];
  selectedIndex: number;
  pageIndex: number;
  hasNextPage: boolean;
  loading: boolean;
  /** Why the last page could not be listed. */
  error: string;
}

export class LocationPicker {
  readonly store: Store<PickerState>;
  private generation = 0;
  private search = debounce(() => {
    this.reset();
    if (this.state.keyword) this.getList();
  }, SEARCH_DEBOUNCE);

  constructor(private source: PlaceSource, center: LatLng) {
    this.store = createStore<PickerState>({
      center, keyword: '', searching: false, list: [], selectedIndex: -1, pageIndex: 1, hasNextPage: true, loading: false, error: '',
    });
  }

  get state(): PickerState {
    return this.store.get();
  }

  get selected(): Poi | undefined {
    return this.state.list[this.state.selectedIndex];
  }

  start(): void {
    this.getList();
  }

  destroy(): void {
    this.search.cancel();
    this.generation++;
  }

  /** The map was moved: list the places around the new centre unless a keyword search is shown. */
  move(center: LatLng): void {
    this.patch({ center });
    if (!this.state.searching) {
      this.reset();
      this.getList();
    }
  }

  focusSearch(): void {
    if (this.state.searching) return;
    this.patch({ searching: true });
    this.reset();
  }

  input(keyword: string): void {
    this.patch({ keyword });
    this.search();
  }

  cancelSearch(): void {
    this.search.cancel();
    this.patch({ searching: false, keyword: '' });
    this.reset();
    this.getList();
  }

  loadMore(): void {
    if (this.state.loading || !this.state.hasNextPage) return;
    this.patch({ pageIndex: this.state.pageIndex + 1 });
    this.getList();
  }

  select(index: number): void {
    const item = this.state.list[index];
    if (item) this.patch({ selectedIndex: index, center: { latitude: item.latitude, longitude: item.longitude } });
  }

  private reset(): void {
    this.generation++;
    this.patch({ selectedIndex: -1, pageIndex: 1, hasNextPage: true, list: [], loading: false, error: '' });
  }

  private getList(): void {
    const generation = ++this.generation;
    const { center, keyword, pageIndex } = this.state;
    this.patch({ loading: true, error: '' });
    this.source.list({ ...center, keyword, pageIndex }).then(
      (page) => {
        if (generation !== this.generation) return;
        this.patch({ list: [...this.state.list, ...page.items], hasNextPage: page.hasNextPage, loading: false });
      },
      (e: Error) => {
        if (generation !== this.generation) return;
        this.patch({ loading: false, error: e.message });
      },
    );
  }

  private patch(next: Partial<PickerState>): void {
    this.store.set((s) => ({ ...s, ...next }));
  }
}
