import { Button, Card, Space, Typography } from 'antd';
import type { DesktopBridge } from '../../shared/ipc-channels';
import { DesktopScreen } from './desktop-screen';

export const STUDENT_NOTICE_TITLE = 'The desktop app is for instructors and admins';

/** A student signed in: their courses live on the website. */
export function StudentsNoticeScreen({
  bridge,
  serverUrl,
}: {
  bridge: DesktopBridge;
  serverUrl: string;
}) {
  return (
    <DesktopScreen>
      <Card>
        <Typography.Title level={3}>{STUDENT_NOTICE_TITLE}</Typography.Title>
        <Typography.Paragraph>
          Your account is a student account. Browse courses, pay for them and follow your classes on
          the GS Classroom website:{' '}
          <a
            href={serverUrl}
            onClick={(event) => {
              event.preventDefault();
              void bridge.openWebsite('/');
            }}
          >
            {serverUrl}
          </a>
          . Instructors can apply from the website's “Become An Instructor” page.
        </Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={() => void bridge.openWebsite('/')}>
            Open the website
          </Button>
          <Button onClick={() => void bridge.signOut()}>Sign out</Button>
        </Space>
      </Card>
    </DesktopScreen>
  );
}
