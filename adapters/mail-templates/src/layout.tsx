/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND } from './brand';

const { colors } = BRAND;

/** The frame of every message: the school's name on a blue band, the body, a quiet footer. */
export function MailLayout(props: {
  preview: string;
  homeUrl: string;
  school: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.background, fontFamily: BRAND.font, margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Section
            style={{
              backgroundColor: colors.primary,
              borderRadius: `${BRAND.radius} ${BRAND.radius} 0 0`,
              padding: '20px 28px',
            }}
          >
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>
              {props.school}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: colors.surface,
              border: `1px solid ${colors.line}`,
              borderTop: 'none',
              borderRadius: `0 0 ${BRAND.radius} ${BRAND.radius}`,
              padding: '8px 28px 24px',
            }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text style={{ color: colors.muted, fontSize: '12px', margin: 0, textAlign: 'center' }}>
            {props.school} · {BRAND.tagline} ·{' '}
            <Link href={props.homeUrl} style={{ color: colors.muted }}>
              {props.homeUrl}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
