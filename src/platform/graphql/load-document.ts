/**
 * The client's way to a document: GetSeries is part of the first load; the build documents are a
 * chunk of their own, fetched the first time one is sent (about 2 KB gzip off every vehicle page's
 * first load, and their parsing off its first paint). A failed chunk download rejects like a failed
 * request, so the caller's error handling covers it.
 */
import type { OperationDocument, OperationName, SentDocument } from './operations';
import { variantFor, type EnvironmentSuffix } from './document-variants';
import { GET_SERIES } from './series-documents';

type BuildDocuments = typeof import('./build-documents');

let buildDocuments: Promise<BuildDocuments> | undefined;
const loadBuildDocuments = (): Promise<BuildDocuments> => {
  buildDocuments ??= import(/* webpackChunkName: "graphql-build-documents" */ './build-documents');
  // A failed download is tried again on the next call, not remembered.
  buildDocuments.catch(() => (buildDocuments = undefined));
  return buildDocuments;
};

async function sourceDocument<N extends OperationName>(name: N): Promise<OperationDocument<N>> {
  if (name === 'GET_SERIES') return GET_SERIES as OperationDocument<N>;
  const documents = await loadBuildDocuments();
  return documents[name as Exclude<OperationName, 'GET_SERIES'>] as OperationDocument<N>;
}

/** The document sent for an operation in a content environment: the same object as `documentFor` gives. */
export async function loadDocument<N extends OperationName>(name: N, environmentSuffix: EnvironmentSuffix): Promise<SentDocument<N>> {
  return variantFor(await sourceDocument(name), environmentSuffix) as SentDocument<N>;
}
