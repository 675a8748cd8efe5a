import { createContext, useContext, type ReactNode } from "react";
import type { PublicUser } from "@shared/account/public-user";
import { useUser } from "./session";
import { useLogin } from "./login";
import { useLogout } from "./logout";
import { useRegister } from "./register";

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  /** Who is signed in could not be asked (server or network away): not the same as signed out. */
  unknown: boolean;
  loginMutation: ReturnType<typeof useLogin>;
  registerMutation: ReturnType<typeof useRegister>;
  logoutMutation: ReturnType<typeof useLogout>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const userQuery = useUser();
  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    unknown: userQuery.isError && userQuery.data === undefined,
    loginMutation: useLogin(),
    registerMutation: useRegister(),
    logoutMutation: useLogout(),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>.");
  return value;
}
