// Packages the built app (out/) for Linux, Windows and macOS:
//   npm run package -w apps/desktop            this platform
//   npm run package:linux -w apps/desktop      AppImage + deb
import { createRequire } from 'node:module';

// Electron is hoisted to the workspace root: name the exact installed version.
const electronVersion = createRequire(import.meta.url)('electron/package.json').version;

/** @type {import('electron-builder').Configuration} */
export default {
  appId: 'org.gsclassroom.desktop',
  productName: 'GS Classroom',
  copyright: 'Copyright © GS Classroom',
  electronVersion,
  directories: { output: 'release/${version}', buildResources: 'resources' },
  // Main, preload and renderer are bundled by electron-vite: the app needs no node_modules.
  files: ['out/**/*', 'package.json', '!**/*.map'],
  npmRebuild: false,
  asar: true,
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Education',
    maintainer: 'GS Classroom <support@gsclassroom.org>',
    synopsis: 'GS Classroom for instructors and admins',
    artifactName: 'gs-classroom-${version}-${arch}.${ext}',
  },
  // safeStorage keeps the sign-in in the desktop keyring on Linux.
  deb: { depends: ['libsecret-1-0'] },
  win: { target: ['nsis'], artifactName: 'gs-classroom-setup-${version}-${arch}.${ext}' },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: {
    target: ['dmg', 'zip'],
    category: 'public.app-category.education',
    hardenedRuntime: true,
    artifactName: 'gs-classroom-${version}-${arch}.${ext}',
  },
};
