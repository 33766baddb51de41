import { exposeDesktopBridge } from '../shared/ipc-expose';

exposeDesktopBridge();
