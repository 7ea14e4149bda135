// The minimal react-admin app of issue 7's peers: a REST data provider, an auth provider (so the first
// page is the login page, like the panel's), one resource with a list and an edit form. Issue 15 times its
// list page against ours: the data provider speaks json-server's REST (lib/peer-api.mjs serves the same
// 100 products as our /products), and the session is checked by the server, as ours is (a cookie, so a
// cold load and Lighthouse sign in the same way for both).
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  Edit,
  List,
  NumberField,
  Resource,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    if (!(await fetch('/api/session')).ok) throw new Error('signed out');
  },
  checkError: async (error) => {
    if (error?.status === 401) throw error;
  },
  getPermissions: async () => undefined,
};

// Our list's columns and its default order (by name); 10 rows a page, as ours.
const ProductList = () => (
  <List sort={{ field: 'name', order: 'ASC' }} perPage={10}>
    <Datagrid rowClick="edit">
      <TextField source="name" />
      <TextField source="category" emptyText="Sin categoría" />
      <NumberField source="price" />
      <NumberField source="quantity" />
      <TextField source="status" />
    </Datagrid>
  </List>
);

const ProductEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={jsonServerProvider('/api')} authProvider={authProvider}>
    <Resource name="products" list={ProductList} edit={ProductEdit} />
  </Admin>,
);
