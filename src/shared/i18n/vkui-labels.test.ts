import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * VKUI 7 has no locale for its own words: a component left to its defaults says them in Russian whatever the
 * interface language — hidden labels a screen reader reads out ("Вперед" on HorizontalScroll's arrows was issue 18).
 * Each VKUI component we use that has such a default must get our translated label (or, where VKUI offers no label
 * prop, not show that part at all).
 */
const REQUIRED: Record<string, { needs: string; check(attrs: Map<string, ts.JsxAttributeLike>, hasChildren: boolean): boolean }> = {
  // Their scroll arrows carry a fixed "Назад" / "Вперед" that no prop changes: arrows off.
  HorizontalScroll: { needs: 'showArrows={false}', check: (a) => attrText(a.get('showArrows')) === 'false' },
  // The hidden "Загружается..." is the children.
  Spinner: { needs: 'children (its hidden label)', check: (_a, children) => children },
  PanelSpinner: { needs: 'children (its hidden label)', check: (_a, children) => children },
  ModalPage: { needs: 'modalDismissButtonLabel', check: (a) => a.has('modalDismissButtonLabel') || attrText(a.get('hideCloseButton')) === 'true' },
  ModalCard: { needs: 'dismissLabel', check: (a) => a.has('dismissLabel') },
  Alert: { needs: 'dismissLabel', check: (a) => a.has('dismissLabel') },
  PanelHeaderBack: { needs: 'label', check: (a) => a.has('label') },
  PanelHeaderClose: { needs: 'children (its label)', check: (_a, children) => children },
  ModalDismissButton: { needs: 'children (its label)', check: (_a, children) => children },
  Banner: { needs: 'dismissLabel', check: (a) => a.has('dismissLabel') || !a.has('onDismiss') },
  Search: { needs: 'clearLabel and after', check: (a) => a.has('clearLabel') },
  File: { needs: 'children', check: (_a, children) => children },
  Removable: { needs: 'removePlaceholder', check: (a) => a.has('removePlaceholder') },
  Pagination: { needs: 'prevButtonCaption, nextButtonCaption', check: (a) => a.has('prevButtonCaption') && a.has('nextButtonCaption') },
  CustomSelect: { needs: 'emptyText', check: (a) => a.has('emptyText') },
  ChipsSelect: { needs: 'emptyText', check: (a) => a.has('emptyText') },
  Gallery: { needs: 'showArrows={false}', check: (a) => attrText(a.get('showArrows')) === 'false' },
};

function attrText(attr: ts.JsxAttributeLike | undefined): string | null {
  if (!attr || !ts.isJsxAttribute(attr)) return null;
  const init = attr.initializer;
  if (!init) return 'true';
  if (ts.isStringLiteral(init)) return init.text;
  if (ts.isJsxExpression(init) && init.expression) return init.expression.getText();
  return null;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** Every use of a listed component imported from VKUI that lacks its label, as `file:line Component needs …`. */
function unlabelled(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // Local name → VKUI's name (`Spinner as VkuiSpinner` is still VKUI's Spinner).
  const fromVkui = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@vkontakte/vkui') continue;
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named)) for (const el of named.elements) fromVkui.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null;
    if (opening) {
      const name = fromVkui.get(opening.tagName.getText());
      const rule = name ? REQUIRED[name] : undefined;
      if (name && rule) {
        const attrs = new Map<string, ts.JsxAttributeLike>();
        for (const a of opening.attributes.properties) if (ts.isJsxAttribute(a)) attrs.set(a.name.getText(), a);
        const spread = opening.attributes.properties.some((a) => ts.isJsxSpreadAttribute(a));
        const children = (ts.isJsxElement(node) && node.children.some((c) => !ts.isJsxText(c) || c.text.trim() !== '')) || attrs.has('children');
        if (!spread && !rule.check(attrs, children)) {
          const line = source.getLineAndCharacterOfPosition(opening.getStart()).line + 1;
          found.push(`${source.fileName}:${line} ${name} needs ${rule.needs}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('VKUI labels (issue 18: no Russian defaults in the English interface)', () => {
  const root = join(__dirname, '..', '..');

  it('gives every VKUI component with a Russian default label our translated one', () => {
    const problems = sources(root).flatMap((file) => unlabelled(relative(root, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('tells a labelled use from one left with VKUI’s own words', () => {
    const head = "import { HorizontalScroll, ModalCard, Spinner } from '@vkontakte/vkui';\n";
    expect(unlabelled('a.tsx', `${head}export const A = () => <Spinner size="l" />;`)).toEqual(['a.tsx:2 Spinner needs children (its hidden label)']);
    expect(unlabelled('a.tsx', `${head}export const A = () => <Spinner size="l">{t('loading')}</Spinner>;`)).toEqual([]);
    expect(unlabelled('a.tsx', `${head}export const A = () => <HorizontalScroll>x</HorizontalScroll>;`)).toHaveLength(1);
    expect(unlabelled('a.tsx', `${head}export const A = () => <HorizontalScroll showArrows={false}>x</HorizontalScroll>;`)).toEqual([]);
    expect(unlabelled('a.tsx', `${head}export const A = () => <ModalCard id="x" dismissLabel={t('close')} />;`)).toEqual([]);
    // Our own component of the same name is not VKUI's.
    expect(unlabelled('a.tsx', "import { Spinner } from './mine';\nexport const A = () => <Spinner />;")).toEqual([]);
  });
});
