export { ContactModule } from './contact/contact.module';
export type { ContactConfig } from './contact/contact-config';
export { ContentDemoSeeder } from './home-page/content-demo.seeder';
export { ContentModule } from './home-page/content.module';
export { contentMigrations } from './migrations';
