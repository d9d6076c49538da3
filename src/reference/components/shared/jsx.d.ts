// Built-in components render the framework's own element names, so selectors written for it apply.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type UniElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { [attribute: string]: unknown };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'uni-image': UniElement;
      'uni-progress': UniElement;
      'uni-picker': UniElement;
      'uni-movable-area': UniElement;
      'uni-movable-view': UniElement;
      'uni-web-view': UniElement;
      'uni-rich-text': UniElement;
      'uni-canvas': UniElement;
      'uni-navigator': UniElement;
      'uni-input': UniElement;
      'uni-textarea': UniElement;
      'uni-button': UniElement;
      'uni-audio': UniElement;
      'uni-scroll-view': UniElement;
      'uni-view': UniElement;
    }
  }
}
