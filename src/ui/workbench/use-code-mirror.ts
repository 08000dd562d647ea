// One CodeMirror view bound to React: created once per mount, the text kept in step both ways
// (typing calls onChange; a new `value` from outside, such as a reopened history entry, replaces
// the text without re-creating the view, so undo history and focus survive).
//
// The view lives in an open shadow root of the host element: CodeMirror's styles (style-mod) go
// into a document as an inline <style>, which the strict CSP (PRODUCT.md §6, style-src 'self')
// refuses, leaving the editor unstyled; in a shadow root they are constructed stylesheets
// (adoptedStyleSheets), which the policy allows.
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface CodeMirrorOptions {
  value: string;
  onChange: (value: string) => void;
  /** Read once, at mount; change behaviour through state effects, not new extensions. */
  extensions: Extension[];
  /** Attributes of the editable element that follow the screen (`aria-invalid`). @default {} */
  contentAttributes?: Record<string, string>;
}

/** The view (null until mounted) for the element `parent` points at. */
export function useCodeMirror(parent: RefObject<HTMLElement | null>, { value, onChange, extensions, contentAttributes = {} }: CodeMirrorOptions): EditorView | null {
  const [view, setView] = useState<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [attributes] = useState(() => new Compartment());
  const initial = useRef({ value, extensions, contentAttributes });
  const attributesKey = JSON.stringify(contentAttributes);

  useEffect(() => {
    if (!parent.current) return;
    const root = parent.current.shadowRoot ?? parent.current.attachShadow({ mode: 'open' });
    const created = new EditorView({
      root,
      parent: root,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          initial.current.extensions,
          attributes.of(EditorView.contentAttributes.of(initial.current.contentAttributes)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [parent]);

  useEffect(() => {
    if (view && value !== view.state.doc.toString()) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    }
  }, [view, value]);

  useEffect(() => {
    view?.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(JSON.parse(attributesKey) as Record<string, string>)) });
  }, [view, attributes, attributesKey]);

  return view;
}
