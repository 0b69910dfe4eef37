// Who is acting, as the services need it for audit rows; built by the action guards from the session.
export type TActor = { user: { id: string; email: string }; requestId: string | null; ip: string | null };
