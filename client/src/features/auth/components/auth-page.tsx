import { SignInForm } from "@/components/auth/sign-in-form";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthMarketingPanel } from "./auth-marketing-panel";

export function AuthPage() {
  return (
    <div className="grid flex-1 items-center gap-10 lg:grid-cols-2">
      <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
        <h1 className="font-display text-4xl tracking-wide text-cream-50">Grab the mic</h1>
        <p className="mt-1 mb-6 text-sm text-cream-300">Sign in or create an account to start writing.</p>
        <Tabs defaultValue="login">
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInForm />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </Card>
      <AuthMarketingPanel />
    </div>
  );
}
