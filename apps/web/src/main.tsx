// The website: same origin as the API, authenticated by the session cookie.
import './styles/global.css';

const start = () =>
  import('./mount').then(({ mountClassroom }) =>
    mountClassroom(document.getElementById('root')!, {
      baseUrl: '',
      transport: { kind: 'cookie' },
    }),
  );

// The app's code (fetched alongside this file) runs once the shell in index.html has painted:
// a phone shows the navbar while it evaluates the app rather than a blank page. A hidden tab
// paints nothing, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
