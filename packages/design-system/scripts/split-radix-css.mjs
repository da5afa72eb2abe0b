// Splits Radix Themes' compiled components.css into one file per component family
// (src/radix-css/<Family>.css, plus base.css for the reset and shared keyframes), so that each
// design-system component imports only the Radix CSS it renders and lazy screens carry their own.
// Runs after install; the output is generated and not committed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const require = createRequire(import.meta.url);
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = join(packageRoot, 'src', 'radix-css');
const source = readFileSync(require.resolve('@radix-ui/themes/components.css'), 'utf8');

// Component families of Radix Themes 3; the longest matching prefix names a class's family,
// so that rt-TextFieldInput lands in TextField and not in Text.
const families = [
  'AlertDialog',
  'Avatar',
  'Badge',
  'BaseButton',
  'BaseCheckbox',
  'BaseDialog',
  'BaseMenu',
  'BaseRadio',
  'BaseTabList',
  'Blockquote',
  'Box',
  'Button',
  'Callout',
  'Card',
  'CheckboxCards',
  'CheckboxGroup',
  'Checkbox',
  'Code',
  'Container',
  'ContextMenu',
  'DataList',
  'Dialog',
  'DropdownMenu',
  'Em',
  'Flex',
  'Grid',
  'Heading',
  'HoverCard',
  'IconButton',
  'Inset',
  'Kbd',
  'Link',
  'Popover',
  'Popper',
  'Progress',
  'Quote',
  'RadioCards',
  'RadioGroup',
  'Radio',
  'ScrollArea',
  'Section',
  'SegmentedControl',
  'Select',
  'Separator',
  'Skeleton',
  'Slider',
  'Spinner',
  'Strong',
  'Switch',
  'TabNav',
  'Tabs',
  'Table',
  'TextArea',
  'TextField',
  'Text',
  'ThemePanel',
  'Tooltip',
].sort((a, b) => b.length - a.length);

function familiesOf(selector) {
  const found = new Set();
  for (const [, name] of selector.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)) {
    found.add(families.find((family) => name.startsWith(family)) ?? name);
  }
  return found.size > 0 ? [...found] : ['base'];
}

const byFamily = new Map();
function add(family, node) {
  if (!byFamily.has(family)) byFamily.set(family, postcss.root());
  byFamily.get(family).append(node);
}

for (const node of postcss.parse(source).nodes) {
  if (node.type === 'rule') {
    for (const family of familiesOf(node.selector)) add(family, node.clone());
  } else if (node.type === 'atrule' && node.name === 'media') {
    // Breakpoint variants: keep each inner rule with its family, inside the same media query.
    const perFamily = new Map();
    node.each((child) => {
      const keys = child.type === 'rule' ? familiesOf(child.selector) : ['base'];
      for (const family of keys) {
        if (!perFamily.has(family)) perFamily.set(family, node.clone({ nodes: [] }));
        perFamily.get(family).append(child.clone());
      }
    });
    for (const [family, media] of perFamily) add(family, media);
  } else if (node.type !== 'comment') {
    add('base', node.clone());
  }
}

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
for (const [family, root] of byFamily) {
  writeFileSync(join(outputDir, `${family}.css`), root.toString());
}
console.log(`radix-css: ${byFamily.size} files in ${outputDir}`);
