import { UsersScreen } from '@panel/ui';

/** /users: the users screen (its content is not in the spec yet). */
export function Component() {
  return <UsersScreen />;
}
