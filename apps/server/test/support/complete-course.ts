/** A JSON call to the API as a test user (`Authorization: Bearer test:<email>`). */
export async function callApi<T>(
  base: string,
  email: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer test:${email}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const ADMIN = 'admin@classroom.test';
const INSTRUCTOR = 'instructor@classroom.test';

/**
 * Through the API as the product's people use it: the demo instructor adds a free course
 * that offers a certificate with one article, the demo admin approves it, and `student`
 * enrolls and completes the article. Answers the certificate's id.
 */
export async function completeACourse(base: string, student: string, name: string) {
  const { insertedId: courseId } = await callApi<{ insertedId: string }>(
    base,
    INSTRUCTOR,
    'POST',
    '/api/v1/instructor/add',
    {
      courseName: name,
      courseCategory: 'Computer Science',
      courseImage: '/demo/course.svg',
      price: 0,
      shortDescription: 'Verifiable certificates end to end',
      detailedDescription: 'One article, then a signed certificate.',
      language: 'English',
      certificate: 'Yes',
      lectures: 1,
    },
  );
  const section = await callApi<{ insertedId: string }>(
    base,
    INSTRUCTOR,
    'POST',
    `/api/v1/instructor/courses/${courseId}/sections`,
    { title: 'The only section' },
  );
  const lesson = await callApi<{ insertedId: string }>(
    base,
    INSTRUCTOR,
    'POST',
    `/api/v1/instructor/courses/${courseId}/sections/${section.insertedId}/lessons`,
    {
      title: 'Read me',
      preview: false,
      durationSeconds: 60,
      content: { kind: 'article', markdown: 'Everything there is to know.' },
    },
  );
  // Built while pending, the curriculum goes live with the approval (an approved course's
  // changes wait as a revision, decision 33).
  await callApi(base, ADMIN, 'PATCH', `/api/v1/courses/approved/${courseId}`);
  await callApi(base, student, 'POST', '/api/v1/free-enrollments', { courseId });
  const lessonPath = `/api/v1/learn/${courseId}/lessons/${lesson.insertedId}`;
  await callApi(base, student, 'GET', lessonPath);
  await callApi(base, student, 'POST', `${lessonPath}/complete`);
  const certificates = await callApi<{ _id: string; courseName: string }[]>(
    base,
    student,
    'GET',
    '/api/v1/certificates',
  );
  const certificate = certificates.find((entry) => entry.courseName === name);
  if (!certificate) throw new Error(`No certificate for ${name}`);
  return certificate._id;
}
