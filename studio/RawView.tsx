/**
 * A brand file as raw JSON in CodeMirror 6 with codemirror-json-schema (completion, hover and lint from the
 * file's schema), plus the CLI's own lines as diagnostics at the pointers they name.
 */
import { forceLinting, linter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { getJsonPointers, jsonSchema } from 'codemirror-json-schema';
import { useEffect, useRef, useState } from 'react';
import type { Schema, StudioIssue } from './api';

export function RawView({ schema, value, issues, onChange }: { schema?: Schema; value: unknown; issues: StudioIssue[]; onChange: (v: unknown) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latestIssues = useRef(issues);
  latestIssues.current = issues;
  const change = useRef(onChange);
  change.current = onChange;
  const view = useRef<EditorView>(null);
  const [syntax, setSyntax] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor owns its text once created; a new file mounts a new editor (key)
  useEffect(() => {
    const cliLint = linter(
      (v) => {
        const pointers = getJsonPointers(v.state, 'json4');
        const out: Diagnostic[] = [];
        for (const issue of latestIssues.current) {
          const at = pointers.get(issue.pointer === '/' ? '' : issue.pointer) ?? pointers.get(issue.pointer.replace(/\/[^/]*$/, ''));
          const to = at && 'valueTo' in at ? (at as { valueTo: number }).valueTo : (at?.keyTo ?? 1);
          out.push({
            from: at?.keyFrom ?? 0,
            to,
            severity: issue.severity === 'warning' ? 'warning' : 'error',
            message: issue.line,
            source: 'npm run validate',
          });
        }
        return out;
      },
      { delay: 100 },
    );
    const v = new EditorView({
      doc: `${JSON.stringify(value, null, 2)}\n`,
      parent: host.current!,
      extensions: [
        basicSetup,
        ...jsonSchema(schema as never),
        cliLint,
        EditorView.updateListener.of((u) => {
          if (!u.docChanged) return;
          try {
            change.current(JSON.parse(u.state.doc.toString()));
            setSyntax(undefined);
          } catch (err) {
            setSyntax(`Not valid JSON yet, so nothing was checked or previewed: ${(err as Error).message}`);
          }
        }),
      ],
    });
    view.current = v;
    return () => v.destroy();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the linter reads the lines from a ref; their change is the trigger
  useEffect(() => {
    // New CLI lines arrive after the edit that caused them: lint again.
    if (view.current) forceLinting(view.current);
  }, [issues]);

  return (
    <div className="raw">
      {syntax && <p className="problem">{syntax}</p>}
      <div ref={host} className="cm" data-testid="raw" />
    </div>
  );
}
