/** The product's look, as the website has it (apps/web theme.ts and global.css). */
export const BRAND = {
  /** The product's name, the school's until it names itself (SCHOOL_NAME). */
  name: 'GS Classroom',
  tagline: 'Empowering Learning, Connecting Minds Together',
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primarySoft: '#eff6ff',
    ink: '#0f172a',
    muted: '#475569',
    line: '#e2e8f0',
    background: '#f8fafc',
    surface: '#ffffff',
    accent: '#fbbf24',
  },
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  radius: '12px',
} as const;
