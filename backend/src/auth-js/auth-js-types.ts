import type { UserInfo } from 'shared-contracts';

// What the credentials provider puts in Auth.js's user, token and session (sessionSchema).
declare module '@auth/core/types' {
  interface User {
    accessToken?: string;
    userInfo?: UserInfo;
    tokenVersion?: number;
  }
  interface Session {
    accessToken?: string;
    userInfo?: UserInfo;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    accessToken?: string;
    userInfo?: UserInfo;
    tokenVersion?: number;
  }
}

export {};
