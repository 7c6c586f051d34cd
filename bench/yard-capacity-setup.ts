/**
 * Gives every yard of a site the bench started a capacity and a published truck rate, as an
 * operator would from the dashboard, so the location pages are measured with their line of free
 * spaces written in (docs/decisions/076-location-pages-carry-free-spaces.md).
 */
export async function publishYardCapacities(baseUrl: string, admin: { username: string; password: string }) {
  const signIn = await fetch(`${baseUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: admin.username, password: admin.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  for (const slug of ['mavid', 'derry', 'lake', 'dean']) {
    const set = await fetch(`${baseUrl}/api/Yards/${slug}/Capacity`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ truckSpaces: 120, trailerSpaces: 200, truckRate: 325 }),
    });
    if (!set.ok) throw new Error(`capacity of ${slug}: ${set.status} ${await set.text()}`);
  }
}
