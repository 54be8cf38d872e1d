import { useEffect, useState } from 'react';

/** The ZIP of a next-steps environment (the cookie), read again whenever it says the ZIP changed. */
export function useEnvZip(env: { zipcode(): string | undefined; watchZipcode?(onChange: () => void): () => void }): string | undefined {
  const [zip, setZip] = useState(() => env.zipcode());
  useEffect(() => env.watchZipcode?.(() => setZip(env.zipcode())), [env]);
  return zip;
}
