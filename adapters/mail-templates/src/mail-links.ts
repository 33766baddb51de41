/** Every page a message links to, absolute, under the product's public URL. */
export function mailLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const at = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    home: at('/'),
    verifyEmail: (token: string) => at('/verify-email', { token }),
    resetPassword: (token: string) => at('/reset-password', { token }),
    login: at('/login'),
    forgotPassword: at('/forgot-password'),
    course: (id: string) => at(`/course/${encodeURIComponent(id)}`),
    instructorCourses: at('/teacher-dashboard/classes'),
    instructorCourse: (id: string) => at(`/teacher-dashboard/details/${encodeURIComponent(id)}`),
    instructorDashboard: at('/teacher-dashboard'),
    joinAsInstructor: at('/join-as-instructor'),
    contact: at('/contact'),
    verifyCertificate: (id: string) => at(`/verify/${encodeURIComponent(id)}`),
    myCertificates: at('/user-dashboard/certificates'),
  };
}

export type MailLinks = ReturnType<typeof mailLinks>;
