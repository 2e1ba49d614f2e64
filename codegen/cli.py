"""``python -m codegen``: generate, check, payloads (and the spec workflow commands).

Exit status: 0 fine, 1 a difference was found (check), 2 the spec has problems.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Optional

from . import payloads
from .generate import Project, read_tree, render_tree, tree_diff, write_tree
from .problems import SpecError

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OPENAPI = ROOT.parent / "shared" / "openapi" / "openapi.json"


def _generate(args: argparse.Namespace) -> int:
    project = Project(args.root)
    write_tree(render_tree(project), project.output)
    print(f"generated {project.label(project.output)}")
    return 0


def _check(args: argparse.Namespace) -> int:
    project = Project(args.root)
    diff = tree_diff(render_tree(project), read_tree(project.output), project.label(project.output))
    if diff:
        sys.stdout.write(diff)
        print(f"\n{project.label(project.output)} is out of date: run `make generate` and commit.")
        return 1
    print(f"{project.label(project.output)} is up to date")
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--root", type=Path, default=ROOT, help="project folder (default: this one)")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("generate", help="write generated/responses_stream from spec/").set_defaults(run=_generate)
    commands.add_parser("check", help="fail with a diff if generated/ is out of date").set_defaults(run=_check)
    extract = commands.add_parser("payloads", help="extract spec/payloads.schema.json from the OpenAPI document")
    extract.add_argument("--openapi", default=str(DEFAULT_OPENAPI), help="path of openapi.json")
    extract.set_defaults(run=_payloads)
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
