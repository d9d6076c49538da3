/** The framework's event object, as mounted components hand it to `on<Event>` props. */
export interface PopupEvent<D> {
  type: string;
  detail: D;
}

export const popupEvent = <D,>(type: string, detail: D): PopupEvent<D> => ({ type, detail });
