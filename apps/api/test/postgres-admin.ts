import pg from 'pg';

/** The URL of database `name` on the server of TEST_DATABASE_URL, as its owner. */
export function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the owner of TEST_DATABASE_URL's database, from outside the test databases. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
