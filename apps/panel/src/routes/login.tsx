import { es } from '@panel/ui';

/** The sign-in route. The full login screen arrives with the screens issue; this is its title. */
export function Component() {
  return (
    <main>
      <h1>{es.login.title}</h1>
    </main>
  );
}
