import { mountClassroom } from './mount';

// The website: same origin as the API, authenticated by the session cookie.
mountClassroom(document.getElementById('root')!, { baseUrl: '', transport: { kind: 'cookie' } });
