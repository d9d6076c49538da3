import { defineConfig } from 'allure';

// One self-contained index.html, so the report opens from the file system without a server.
export default defineConfig({
  name: 'uni conformance',
  plugins: { awesome: { options: { singleFile: true } } },
});
