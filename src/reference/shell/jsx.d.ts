// The shell renders the framework's own element names, so selectors written for the framework apply.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type UniElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'uni-app': UniElement;
      'uni-page': UniElement;
      'uni-page-head': UniElement;
      'uni-page-wrapper': UniElement;
      'uni-page-body': UniElement;
      'uni-page-refresh': UniElement;
      'uni-tabbar': UniElement;
      'uni-main': UniElement;
      'uni-content': UniElement;
      'uni-async-error': UniElement;
      'uni-quit-prompt': UniElement;
      'uni-top-window': UniElement;
      'uni-left-window': UniElement;
      'uni-right-window': UniElement;
    }
  }
}
