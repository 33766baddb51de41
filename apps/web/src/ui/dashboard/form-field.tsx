import { Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { SelectOptions } from '../form-fields';

interface ControlProps {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur: () => void;
  onFocus: () => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  name: string;
  label: string;
  /** An optional field shows no required mark. */
  optional?: boolean;
  /** A line of help under the field. */
  extra?: string;
  children: (control: ControlProps) => ReactElement;
}

/** One labelled react-final-form field laid out by antd, with client and server messages. */
export function FormField({ name, label, optional = false, extra, children }: FormFieldProps) {
  const { input, meta } = useField<string | undefined>(name, {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      dirtySinceLastSubmit: true,
    },
  });
  const id = `field-${name}`;
  const helpId = `${id}-help`;
  const serverError = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string);
  const message = meta.touched ? ((meta.error as string | undefined) ?? serverError) : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={!optional}
      extra={extra}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={helpId}>{message}</span> : undefined}
    >
      {children({
        id,
        value: input.value === '' ? undefined : input.value,
        onChange: (value) => input.onChange(value),
        onBlur: () => input.onBlur(),
        onFocus: () => input.onFocus(),
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? helpId : undefined,
      })}
    </Form.Item>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'url' | 'number';
  inputMode?: 'text' | 'url' | 'numeric' | 'decimal';
  step?: number;
  min?: number;
  prefix?: string;
  rows?: number;
  placeholder?: string;
  optional?: boolean;
  extra?: string;
}

export function TextField({
  name,
  label,
  rows,
  placeholder,
  optional,
  extra,
  ...rest
}: TextFieldProps) {
  return (
    <FormField name={name} label={label} optional={optional} extra={extra}>
      {({ onChange, value, ...control }) =>
        rows ? (
          <Input.TextArea
            {...control}
            rows={rows}
            value={value}
            placeholder={placeholder ?? label}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            {...rest}
            value={value}
            placeholder={placeholder ?? label}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  /** The first option, disabled, shown until a choice is made (spec section 5). */
  placeholder: string;
  options: readonly string[];
}

/** A native select (keyboard and screen-reader friendly) styled like antd's inputs. */
export function SelectField({ name, label, placeholder, options }: SelectFieldProps) {
  return (
    <FormField name={name} label={label}>
      {({ onChange, value, ...control }) => (
        <select
          {...control}
          className="ant-input dash-select"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </FormField>
  );
}
