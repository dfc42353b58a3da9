import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The public home's Login/Register panel. */
export function SignInTabs({ defaultTab = 'login' }: { defaultTab?: 'login' | 'register' }) {
  return (
    <Tabs defaultValue={defaultTab} className="w-full">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="pt-4">
        <LoginForm idPrefix="tab-login" />
      </TabsContent>
      <TabsContent value="register" className="pt-4">
        <RegisterForm idPrefix="tab-register" />
      </TabsContent>
    </Tabs>
  );
}
