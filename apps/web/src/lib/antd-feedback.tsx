import { ConfigProvider } from 'antd';
import Modal from 'antd/es/modal';
import notification from 'antd/es/notification';
import { theme } from '../ui/theme';

// Loaded on the first toast or dialog, so the first page does not carry antd's feedback code.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});
notification.config({ placement: 'topRight', top: 80 });

export { Modal, notification };
