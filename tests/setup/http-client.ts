// The tests' HTTP client (Node's fetch) drops an idle keep-alive connection after 1 s. The local
// runtime closes idle connections after about 5 s, and Node's default (4 s, checked on a coarse
// timer) let a busy machine reuse a socket just as workerd closed it: the request failed with
// "other side closed" though the shop was fine. A second's keep-alive still reuses connections
// within a test's burst of requests.
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));
