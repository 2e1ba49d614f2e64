"""``python -m codegen``: generate, check, payloads, and the spec workflow: sync, diff.

Exit status: 0 fine, 1 a difference was found (check: out of date; sync: an
unexplained difference from the OpenAPI document; diff: a breaking change),
2 the spec has problems.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Optional

from . import code_summary, docs, payloads, spec_diff, spec_sides, sync, sync_write
from .draft import REVIEW_MARKER
from .generate import Project, read_tree, render_tree, tree_diff, write_tree
from .problems import SpecError

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OPENAPI = ROOT.parent / "shared" / "openapi" / "openapi.json"


def _generate(args: argparse.Namespace) -> int:
    project = Project(args.root)
    package, documents = render_tree(project), docs.render_docs(project)
    write_tree(package, project.output)
    docs.write_docs(documents, docs.docs_folder(project))
    print(f"generated {project.label(project.output)} and {docs.DOCS_FOLDER}/")
    return 0


def _check(args: argparse.Namespace) -> int:
    project = Project(args.root)
    diff = tree_diff(render_tree(project), read_tree(project.output), project.label(project.output))
    documents = docs.render_docs(project)
    folder = docs.docs_folder(project)
    diff += tree_diff(documents, docs.read_docs(sorted(documents), folder), project.label(folder))
    outputs = f"{project.label(project.output)} and {project.label(folder)}/{', '.join(sorted(documents))}"
    if diff:
        sys.stdout.write(diff)
        print(f"\n{outputs}: out of date; run `make generate` and commit.")
        return 1
    print(f"{outputs} are up to date")
    return 0


def _payloads(args: argparse.Namespace) -> int:
    project = Project(args.root)
    config_path = args.root / "spec" / "payloads.yaml"
    config = payloads.load_config(config_path)
    openapi = json.loads(Path(args.openapi).read_text(encoding="utf-8"))
    document = payloads.extract(openapi, config, project.label(config_path))
    project.payload_schema.write_text(payloads.dump(document), encoding="utf-8")
    print(f"wrote {project.label(project.payload_schema)} ({len(document['$defs'])} schemas)")
    return 0


def _sync(args: argparse.Namespace) -> int:
    project = Project(args.root)
    openapi = sync.read_openapi(Path(args.openapi))
    result = sync.compare(sync.load_inputs(project, openapi))
    sys.stdout.write(sync.format_report(result, project.label(project.catalog), args.openapi))
    if not args.write or not any(d.writable for d in result.unexplained):
        return 1 if result.unexplained else 0
    outcome = sync_write.write(project, openapi, result)
    print("\nwrote " + (", ".join(outcome.files) or "nothing"))
    for label, items in (("events added", outcome.events), ("fields added", outcome.fields),
                         ("categories added", outcome.categories),
                         ("payload roots added", outcome.roots)):
        if items:
            print(f"  {label}: {', '.join(items)}")
    after = sync.compare(sync.load_inputs(project, openapi))
    remaining = after.unexplained
    print(f"{len(remaining)} unexplained difference(s) remain." if remaining
          else "No unexplained difference remains.")
    review = f"review what is marked {REVIEW_MARKER} ({', '.join(after.drafts)}), then " if after.drafts else ""
    print(f"Next: {review}`make generate`, `make diff` and `make test`.")
    return 1 if remaining else 0


def _diff(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="responses-stream-diff-") as tmp:
        old = spec_sides.materialize(args.old, args.root, Path(tmp) / "old")
        new = spec_sides.materialize(args.new or str(args.root), args.root, Path(tmp) / "new")
        (old_catalog, old_defs), (new_catalog, new_defs) = (
            spec_diff.load_side(old.project), spec_diff.load_side(new.project))
        changes = spec_diff.spec_changes(old_catalog, new_catalog, old_defs, new_defs)
        summary = code_summary.summarize(old.project, new.project)
    new_label = new.label if args.new else "working tree"
    sys.stdout.write(spec_diff.format_markdown(changes, summary, old.label, new_label))
    return 1 if any(c.breaking for c in changes) else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--root", type=Path, default=ROOT, help="project folder (default: this one)")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("generate", help="write generated/responses_stream from spec/").set_defaults(run=_generate)
    commands.add_parser("check", help="fail with a diff if generated/ is out of date").set_defaults(run=_check)
    extract = commands.add_parser("payloads", help="extract spec/payloads.schema.json from the OpenAPI document")
    extract.add_argument("--openapi", default=str(DEFAULT_OPENAPI), help="path of openapi.json")
    extract.set_defaults(run=_payloads)
    compare = commands.add_parser("sync", help="compare spec/ with the OpenAPI document's stream events")
    compare.add_argument("--openapi", default=str(DEFAULT_OPENAPI), help="path of openapi.json")
    compare.add_argument("--write", action="store_true",
                         help="add missing events and fields, refresh spec/payloads.schema.json")
    compare.set_defaults(run=_sync)
    changes = commands.add_parser("diff", help="Markdown summary of the spec changes from OLD to NEW")
    changes.add_argument("old", help="a catalog folder (or project folder) or a git revision")
    changes.add_argument("new", nargs="?", help="the same; default: the project folder (working tree)")
    changes.set_defaults(run=_diff)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    args.root = args.root.resolve()
    try:
        return int(args.run(args))
    except SpecError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"{len(exc.problems)} problem(s); nothing was written.", file=sys.stderr)
        return 2
