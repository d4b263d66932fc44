#!/usr/bin/env python3
"""Measures how many of the articles' Apple-only Swift blocks type-check against the Apple
interface modules (Sources/AppleInterfaces), alone and with the declarations of the earlier
blocks of their article or series, until the doctest engine does it itself.

Usage: swift build --target ComposableArchitectureViews   # and the core modules
       scripts/typecheck-apple-blocks.py [--json FILE]

A block is "Apple" by the names of Sources/Doctest/AppleFrameworks.swift. It is compiled with
`swiftc -typecheck -swift-version 5` under the imports of its front matter (renames applied),
SwiftUI and UIKit (plus ComposableArchitectureViews for ItemsCore articles); hidden `# ` lines
are compiled; `#Preview {` becomes `@MainActor @ViewBuilder func __preview_N() -> some View {`.
"With context" adds the top-level declarations of the earlier blocks that type-checked (a later
declaration replaces an earlier one of the same name; earlier declarations that no longer
type-check against the later ones are left out). Member and statement fragments are not placed
in their enclosing declaration: that is the doctest engine's job.
"""
import json, re, os, subprocess, sys, tempfile, glob, concurrent.futures as cf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ROOT + '/.build/debug/Modules'


def extract_blocks():
    out = []
    for path in sorted(glob.glob(ROOT + '/content/*.md')):
        lines = open(path).read().split('\n')
        i = 0
        while i < len(lines):
            m = re.match(r'^(\s*)(```+|~~~+)\s*(\S*)(.*)$', lines[i])
            if m:
                fence, lang = m.group(2), m.group(3)
                info = (lang + m.group(4)).strip()
                j, body = i + 1, []
                while j < len(lines) and not lines[j].strip().startswith(fence[:3]):
                    body.append(lines[j])
                    j += 1
                if lang.startswith('swift'):
                    out.append(dict(file=os.path.basename(path), line=i + 2, info=info, code='\n'.join(body)))
                i = j + 1
            else:
                i += 1
    return out


blocks = extract_blocks()

src = open(ROOT + '/Sources/Doctest/AppleFrameworks.swift').read()
def strset(name):
    m = re.search(r'static let ' + name + r': Set<String> = \[(.*?)\]', src, re.S)
    return set(re.findall(r'"([^"]+)"', m.group(1)))
A_MODULES, A_TYPES, A_ATTRS, A_MACROS, A_MODS, A_UIK = (strset(n) for n in
    ['modules', 'types', 'attributes', 'macros', 'modifiers', 'uiKitMembers'])

FRONT = {}
for f in set(b['file'] for b in blocks):
    text = open(ROOT + '/content/' + f).read()
    m = re.search(r'doctest:\s*\{\s*imports:\s*\[([^\]]*)\](?:,\s*rename:\s*\{([^}]*)\})?', text)
    imports = [x.strip() for x in m.group(1).split(',')] if m else []
    rename = dict((k.strip(), v.strip()) for k, v in (p.split(':') for p in m.group(2).split(','))) if m and m.group(2) else {}
    series = re.search(r'^series:\s*"(.*)"', text, re.M)
    part = re.search(r'^part:\s*(\d+)', text, re.M)
    FRONT[f] = dict(imports=imports, rename=rename, series=series.group(1) if series else None,
                    part=int(part.group(1)) if part else 0)

def compiled(code):
    out = []
    inside = False
    for line in code.split('\n'):
        if not inside:
            ind = len(line) - len(line.lstrip(' \t'))
            rest = line[ind:]
            if rest == '#':
                line = line[:ind]
            elif rest.startswith('# '):
                line = line[:ind] + rest[2:]
        if line.count('"""') % 2 == 1:
            inside = not inside
        out.append(line)
    return '\n'.join(out)

def is_apple(code):
    for m in re.finditer(r'^\s*import\s+(\w+)', code, re.M):
        if m.group(1) in A_MODULES and m.group(1) != 'Combine':
            return True
    for w in re.findall(r'\b([A-Z]\w*)\b', code):
        if w in A_TYPES or (w.startswith('UI') and len(w) > 2 and w[2].isupper()):
            return True
    for w in re.findall(r'@(\w+)', code):
        if w in A_ATTRS: return True
    for w in re.findall(r'#(\w+)', code):
        if w in A_MACROS: return True
    for w in re.findall(r'\.(\w+)\(', code):
        if w in A_MODS: return True
    for w in re.findall(r'\b(\w+)\b', code):
        if w in A_UIK: return True
    return False

preview_n = [0]
def rewrite_previews(code):
    # The documented rule: `#Preview { body }` → `@MainActor @ViewBuilder func __preview_N() -> some View { body }`
    def rep(m):
        preview_n[0] += 1
        return '@MainActor @ViewBuilder func __preview_%d() -> some View {' % preview_n[0]
    return re.sub(r'^#Preview(?:\([^)]*\))?\s*\{', rep, code, flags=re.M)

DECL = re.compile(r'^(?:(?:@\w+(?:\([^)]*\))?|private|fileprivate|public|internal|final|static|open|nonisolated|indirect)\s+)*'
                  r'(struct|class|enum|protocol|extension|func|typealias|let|var|import|actor)\b\s*([\w.]+)?')

def chunks(code):
    """Split code into top-level chunks: (kind, name, text, members)."""
    lines = code.split('\n')
    res, cur, depth, paren = [], [], 0, 0
    def flush():
        if cur and any(l.strip() for l in cur):
            text = '\n'.join(cur)
            first = '\n'.join(l for l in cur if l.strip() and not l.strip().startswith('//'))
            m = DECL.match(first.strip())
            kind, name = (m.group(1), m.group(2)) if m else ('stmt', None)
            members = set(re.findall(r'^\s*(?:@\w+\s+)*(?:(?:static|private|public|override|mutating|fileprivate)\s+)*(?:func|var|let|case|init)\s*(\w*)', text, re.M))
            res.append((kind, name, text, members))
        cur.clear()
    for line in lines:
        s = line.strip()
        prev = next((l.split('//')[0].rstrip() for l in reversed(cur) if l.strip()), '')
        cont = prev.endswith(('<', ',', '(', '[', '=', '->', '&&', '||', ':')) or s.startswith(('>', '->', '&&', '||', 'where '))
        starts_new = depth == 0 and paren == 0 and s and not cont and not s.startswith(('.', '}', ')', ']', '//')) and cur and \
            not re.match(r'^@\w+(\([^)]*\))?\s*$', cur[-1].strip() if cur[-1].strip() else 'x')
        if starts_new:
            flush()
        cur.append(line)
        clean = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split('//')[0])
        depth += clean.count('{') - clean.count('}')
        paren += clean.count('(') - clean.count(')') + clean.count('[') - clean.count(']')
    flush()
    return res

def header(f):
    fm = FRONT[f]
    imps = ['Foundation'] + [fm['rename'].get(i, i) for i in fm['imports']] + ['SwiftUI', 'UIKit']
    if 'ItemsCore' in fm['imports']:
        imps.append('ComposableArchitectureViews')
    return ''.join('import %s\n' % i for i in dict.fromkeys(imps))

def prepare(f, code):
    fm = FRONT[f]
    for k, v in fm['rename'].items():
        code = re.sub(r'^(\s*import\s+)%s\b' % k, r'\g<1>' + v, code, flags=re.M)
    return rewrite_previews(code)

def typecheck(source, library):
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, 'block.swift')
        open(p, 'w').write(source)
        args = ['swiftc', '-typecheck', '-swift-version', '5', '-module-name', 'DoctestBlock', '-I', MODULES, p] + CMAPS
        if library:
            args.insert(2, '-parse-as-library')
        r = subprocess.run(args, capture_output=True, text=True)
        errs = [l for l in r.stderr.split('\n') if ': error: ' in l]
        return r.returncode == 0, [re.sub(r'^.*?block\.swift:(\d+):(\d+): ', lambda m: 'L%d:%s: ' % (int(m.group(1)), m.group(2)), e) for e in errs]
CMAPS = []
for m in glob.glob(ROOT + '/.build/debug/*.build/module.modulemap'):
    CMAPS += ['-Xcc', '-fmodule-map-file=' + m]

def order_key(b):
    fm = FRONT[b['file']]
    return (fm['series'] or b['file'], fm['part'], b['line'])

def decl_chunks(code):
    """The declarations a passing block contributes to the blocks after it."""
    out = []
    for kind, name, text, members in chunks(code):
        if kind in ('stmt', 'import') or re.match(r'^\s*\.', text):
            continue
        text = re.sub(r'^\s*@main\s*$', '', text, flags=re.M)
        text = re.sub(r'^(\s*)@main\s+', r'\1', text, flags=re.M)
        if kind == 'extension':
            head = text[:text.index('{')] if '{' in text else text
            confs = frozenset(c.strip() for c in head.split(':', 1)[1].split(',')) if ':' in head else frozenset()
            key = ('ext', name, frozenset(m for m in members if m), confs)
        else:
            key = ('decl', name)
        out.append((key, text))
    return out

def merge(ctx, new):
    for key, text in new:
        if key[0] == 'ext':
            ctx = [(k, t) for k, t in ctx if not (k[0] == 'ext' and k[1] == key[1] and ((k[2] & key[2]) or (k[3] & key[3])))]
        else:
            ctx = [(k, t) for k, t in ctx if k != key]
        ctx.append((key, text))
    return ctx

def run_one(b, ctx):
    code = prepare(b['file'], compiled(b['code']))
    h = header(b['file'])
    cs = chunks(code)
    lib = '@main' in code or '#Preview' in b['code'] or not any(k == 'stmt' for k, *_ in cs)
    ok_alone, errs_alone = typecheck(h + code, lib)
    if ok_alone:
        return dict(b, alone=True, context=True, errors=[]), decl_chunks(code)
    own = decl_chunks(code)
    visible = merge(list(ctx), [])
    # the block's own declarations replace the earlier ones of the same name
    for key, _ in own:
        if key[0] == 'decl':
            visible = [(k, t) for k, t in visible if k != key]
        else:
            visible = [(k, t) for k, t in visible if not (k[0] == 'ext' and k[1] == key[1] and ((k[2] & key[2]) or (k[3] & key[3])))]
    pruned = []
    for attempt in range(6):
        parts, ranges, line = [], [], h.count('\n') + 1
        for key, text in visible:
            n = text.count('\n') + 1
            ranges.append((line, line + n - 1, key, text))
            parts.append(text)
            line += n
        source = h + '\n'.join(parts) + '\n// ---- block\n' + code
        ok_ctx, errs_ctx = typecheck(source, lib)
        first_block_line = source[:source.index('// ---- block')].count('\n') + 2
        if ok_ctx:
            break
        bad = set()
        for e in errs_ctx:
            m = re.match(r'L(\d+):', e)
            if m and int(m.group(1)) < first_block_line:
                for lo, hi, key, text in ranges:
                    if lo <= int(m.group(1)) <= hi:
                        bad.add((key, text))
        if not bad:
            break
        pruned += [k for k, _ in bad]
        visible = [(k, t) for k, t in visible if (k, t) not in bad]
    out = []
    for e in errs_ctx:
        m = re.match(r'L(\d+):(\d+): (.*)', e)
        if m:
            n = int(m.group(1))
            if n >= first_block_line:
                out.append('content/%s:%d:%s: %s' % (b['file'], b['line'] + n - first_block_line, m.group(2), m.group(3)))
            else:
                out.append('(context line %d): %s' % (n, m.group(3)))
        else:
            out.append(e)
    if ok_ctx:
        return dict(b, alone=False, context=True, errors=[], pruned=[str(k[1]) for k in pruned]), own
    return dict(b, alone=False, context=False, errors_alone=errs_alone[:3], errors=out[:5]), []

def run_group(group):
    ctx, results = [], []
    for b in group:
        r, new = run_one(b, ctx)
        ctx = merge(ctx, new)
        results.append(r)
    return results

if __name__ == '__main__':
    live = sorted([b for b in blocks if 'ignore' not in b['info']], key=order_key)
    groups = {}
    for b in live:
        fm = FRONT[b['file']]
        groups.setdefault(fm['series'] or b['file'], []).append(b)
    with cf.ThreadPoolExecutor(2) as ex:
        all_results = [r for rs in ex.map(run_group, groups.values()) for r in rs]
    for r in all_results:
        r['apple'] = is_apple(compiled(r['code']))
    results = [r for r in all_results if r['apple']]
    if '--json' in sys.argv:
        json.dump(all_results, open(sys.argv[sys.argv.index('--json') + 1], 'w'), indent=1)
    from collections import defaultdict
    per = defaultdict(lambda: [0, 0, 0])
    for r in results:
        p = per[r['file']]
        p[0] += 1; p[1] += r['alone']; p[2] += r['context']
    for f, (n, a, c) in sorted(per.items()):
        print('%-48s apple=%2d alone=%2d context=%2d' % (f, n, a, c))
    print('TOTAL apple=%d alone=%d context=%d' % (len(results), sum(r['alone'] for r in results), sum(r['context'] for r in results)))
    print('non-Apple blocks that do not type-check here (member and statement fragments):', [('%s:%d' % (r['file'], r['line'])) for r in all_results if not r['apple'] and not r['context']])
    for r in results:
        if not r['context']:
            print('\n== %s:%d  %s' % (r['file'], r['line'], r['code'].strip().split('\n')[0][:60]))
            for e in r['errors']:
                print('   ', e[:220])
