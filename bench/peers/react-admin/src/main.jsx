// The minimal react-admin app of issue 7's peers: a REST data provider, an auth provider (so the first
// page is the login page, like the panel's), one resource with a list and an edit form.
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
import simpleRestProvider from 'ra-data-simple-rest';

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    if (!localStorage.getItem('session')) throw new Error('signed out');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const ProductList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="name" />
      <NumberField source="price" />
      <NumberField source="quantity" />
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
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider}>
    <Resource name="products" list={ProductList} edit={ProductEdit} />
  </Admin>,
);
