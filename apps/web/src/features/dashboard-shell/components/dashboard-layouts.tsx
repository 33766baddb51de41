import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  LineChartOutlined,
  RollbackOutlined,
  WalletOutlined,
  BookOutlined,
  DashboardOutlined,
  DiffOutlined,
  FolderOpenOutlined,
  SafetyCertificateOutlined,
  IdcardOutlined,
  MailOutlined,
  PlusCircleOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/use-stores';
import { DashboardLayout, type DashboardNavItem } from './dashboard-layout';

const adminItems: DashboardNavItem[] = [
  { to: '/admin-dashboard/overview', label: 'Overview', icon: <DashboardOutlined /> },
  { to: '/admin-dashboard/profile', label: 'Profile', icon: <UserOutlined /> },
  { to: '/admin-dashboard/classes', label: 'All classes', icon: <AppstoreOutlined /> },
  { to: '/admin-dashboard/revisions', label: 'Revisions', icon: <DiffOutlined /> },
  { to: '/admin-dashboard/request', label: 'Teacher Request', icon: <SolutionOutlined /> },
  { to: '/admin-dashboard/users', label: 'Users', icon: <TeamOutlined /> },
  { to: '/admin-dashboard/outbox', label: 'Outbox', icon: <MailOutlined /> },
  { to: '/admin-dashboard/audit', label: 'Audit log', icon: <AuditOutlined /> },
  {
    to: '/admin-dashboard/certificates',
    label: 'Certificates',
    icon: <SafetyCertificateOutlined />,
  },
  { to: '/admin-dashboard/refunds', label: 'Refunds', icon: <RollbackOutlined /> },
  { to: '/admin-dashboard/payments', label: 'Payments', icon: <CreditCardOutlined /> },
  { to: '/admin-dashboard/revenue', label: 'Revenue', icon: <LineChartOutlined /> },
  { to: '/admin-dashboard/payouts', label: 'Payouts', icon: <BankOutlined /> },
];

const studentItems: DashboardNavItem[] = [
  { to: '/user-dashboard/profile', label: 'Profile', icon: <UserOutlined /> },
  { to: '/user-dashboard/class', label: 'My enroll class', icon: <BookOutlined /> },
  {
    to: '/user-dashboard/certificates',
    label: 'My certificates',
    icon: <SafetyCertificateOutlined />,
  },
];

const instructorItems: DashboardNavItem[] = [
  { to: '/teacher-dashboard/profile', label: 'Profile', icon: <IdcardOutlined /> },
  { to: '/teacher-dashboard/add', label: 'Add class', icon: <PlusCircleOutlined /> },
  { to: '/teacher-dashboard/classes', label: 'My class', icon: <BookOutlined /> },
  { to: '/teacher-dashboard/media', label: 'Media library', icon: <FolderOpenOutlined /> },
  { to: '/teacher-dashboard/earnings', label: 'Earnings', icon: <WalletOutlined /> },
];

export const AdminDashboardLayout = observer(function AdminDashboardLayout() {
  const { auth } = useStores();
  return (
    <DashboardLayout
      title="Admin Dashboard"
      role={auth.record?.role ?? 'admin'}
      items={adminItems}
      tools="admin"
    />
  );
});

export function StudentDashboardLayout() {
  return <DashboardLayout title="Student Dashboard" role="Student" items={studentItems} />;
}

export function InstructorDashboardLayout() {
  return (
    <DashboardLayout
      title="Instructor Dashboard"
      role="Instructor"
      items={instructorItems}
      tools="instructor"
    />
  );
}
