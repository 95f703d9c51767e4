// `npm run subscribers`: the newsletter's confirmed readers, asked of the running local server;
// `npm run subscribers -- --csv` prints them as CSV, e.g. `npm run -s subscribers -- --csv > readers.csv`.

import { subscribersPath } from '../server/routes.ts'
import type { Subscriber } from '../server/subscribers.ts'
import { askLocalServer } from './ask-local-server.ts'
import { subscribersCsv, subscribersText } from './subscribers-csv.ts'

const { subscribers } = await askLocalServer<{ subscribers: Subscriber[] }>(subscribersPath)
if (process.argv.includes('--csv')) process.stdout.write(subscribersCsv(subscribers))
else console.log(subscribersText(subscribers))
