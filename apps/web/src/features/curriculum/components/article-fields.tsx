import { Input, Tabs } from 'antd';
import { useId, useMemo, useState } from 'react';
import { renderArticle } from '../../../lib/render-article';
import type { DraftProps } from './draft-props';
import { FieldError } from './field-error';

/** An article in Markdown, with a tab that shows it as students will read it (one renderer). */
export function ArticleFields({ draft, update, problems }: DraftProps) {
  const id = useId();
  const [tab, setTab] = useState('write');
  const error = problems['content.markdown'];
  const html = useMemo(
    () => (tab === 'preview' ? renderArticle(draft.markdown) : ''),
    [tab, draft.markdown],
  );
  return (
    <div className="curriculum-field">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          {
            key: 'write',
            label: 'Write',
            children: (
              <>
                <label htmlFor={`${id}-markdown`} className="curriculum-field__label">
                  Article (Markdown)
                </label>
                <Input.TextArea
                  id={`${id}-markdown`}
                  value={draft.markdown}
                  autoSize={{ minRows: 8, maxRows: 20 }}
                  placeholder={
                    '## A heading\n\nA paragraph with **bold** text and a [link](https://example.com).'
                  }
                  status={error ? 'error' : undefined}
                  aria-describedby={error ? `${id}-markdown-error` : undefined}
                  onChange={(event) => update({ markdown: event.target.value })}
                />
              </>
            ),
          },
          {
            key: 'preview',
            label: 'Preview',
            children:
              draft.markdown.trim() === '' ? (
                <p className="curriculum-muted">Nothing to preview yet.</p>
              ) : (
                <div
                  className="curriculum-article"
                  aria-label="Article preview"
                  role="region"
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              ),
          },
        ]}
      />
      <FieldError id={`${id}-markdown-error`} message={error} />
    </div>
  );
}
