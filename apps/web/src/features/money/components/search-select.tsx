import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { showFailure } from '../../../lib/run-confirmed';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A select whose options the server finds as one types (a course, an instructor); cleared,
 * it reports undefined.
 */
export function SearchSelect({
  label,
  placeholder,
  find,
  value,
  onChange,
  width,
}: {
  label: string;
  placeholder: string;
  find: (words: string) => Promise<Choice[]>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  width: number;
}) {
  const [words, setWords] = useState('');
  const [options, setOptions] = useState<Choice[]>([]);
  const settled = useDebounced(words, 250);
  useEffect(() => {
    let current = true;
    find(settled)
      .then((found) => {
        if (current) setOptions(found);
      })
      .catch(showFailure);
    return () => {
      current = false;
    };
  }, [settled, find]);

  return (
    <Select<string>
      aria-label={label}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: setWords }}
      allowClear
      value={value}
      options={options}
      onChange={(chosen) => onChange(chosen || undefined)}
      className="money-search-select"
      style={{ width, maxWidth: '100%' }}
    />
  );
}
