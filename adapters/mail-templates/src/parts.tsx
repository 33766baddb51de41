/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND } from './brand';

const { colors } = BRAND;

export function Title(props: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ color: colors.ink, fontSize: '22px', margin: '20px 0 8px' }}>
      {props.children}
    </Heading>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return (
    <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '24px', margin: '12px 0' }}>
      {props.children}
    </Text>
  );
}

/** Small print under the action: expiry, what to do if it was not you. */
export function Note(props: { children: ReactNode }) {
  return (
    <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0' }}>
      {props.children}
    </Text>
  );
}

/** The one thing to do, as a button, with the address written out for clients without one. */
export function Action(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={props.href}
        style={{
          backgroundColor: colors.primary,
          borderRadius: '8px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
        }}
      >
        {props.children}
      </Button>
      {/* The plain text already shows the address beside the button's label. */}
      <Text
        data-skip-in-text="true"
        style={{ color: colors.muted, fontSize: '12px', margin: '12px 0 0' }}
      >
        Or open this address:{' '}
        <Link href={props.href} style={{ color: colors.primary, wordBreak: 'break-all' }}>
          {props.href}
        </Link>
      </Text>
    </Section>
  );
}

/** Label and value pairs, as on a receipt. */
export function Facts(props: { rows: [label: string, value: string][] }) {
  return (
    <Section
      style={{
        backgroundColor: colors.primarySoft,
        borderRadius: '8px',
        margin: '16px 0',
        padding: '8px 16px',
      }}
    >
      {props.rows.map(([label, value]) => (
        <Text key={label} style={{ color: colors.ink, fontSize: '14px', margin: '6px 0' }}>
          <span style={{ color: colors.muted }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}
