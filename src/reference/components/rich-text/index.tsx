/**
 * `<rich-text>`: renders `nodes` (an array of nodes or an HTML string) through the framework's tag and
 * attribute filter. With an `itemclick` listener, taps on a link or image emit `itemclick {node}`.
 */
import type { MouseEvent } from 'react';
import { emit, type UniHandler } from '../shared/events.ts';
import { toSafeHtml, type RichTextNode } from './sanitize.ts';

export interface RichTextProps {
  nodes?: RichTextNode[] | string;
  onItemclick?: UniHandler<{ node: RichTextNode }>;
}

function nodeOf(el: Element): RichTextNode {
  return { name: el.tagName.toLowerCase(), attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])) };
}

export default function RichText(props: RichTextProps) {
  const click = (e: MouseEvent<HTMLDivElement>) => {
    if (!props.onItemclick) return;
    const item = (e.target as Element).closest('a, img');
    if (!item || !e.currentTarget.contains(item)) return;
    e.preventDefault();
    emit(props.onItemclick, 'itemclick', { node: nodeOf(item) });
  };
  return (
    <uni-rich-text>
      <div onClick={click} dangerouslySetInnerHTML={{ __html: toSafeHtml(props.nodes) }} />
    </uni-rich-text>
  );
}
