import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { sharedReactProblem } from './shared-react';

describe('sharedReactProblem', () => {
  const reactDom = { ...ReactDOM, ...ReactDOMClient };

  it('accepts React 19 with react-dom and react-dom/client merged', () => {
    expect(React.version.startsWith('19.')).toBe(true);
    expect(sharedReactProblem({ React, ReactDOM: reactDom })).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(sharedReactProblem({})).toMatch(/needs window\.React \(React 19\)/);
    expect(sharedReactProblem({ React: { ...React, version: '18.3.1' }, ReactDOM: reactDom })).toBe(
      'the shared-React build needs React 19, the page provides 18.3.1',
    );
    expect(sharedReactProblem({ React, ReactDOM })).toMatch(/react-dom\/client \(createRoot, createPortal\)/);
    expect(sharedReactProblem({ React })).toMatch(/window\.ReactDOM/);
  });
});
