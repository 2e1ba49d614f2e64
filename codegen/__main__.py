"""``python -m codegen``: see :mod:`codegen.cli`."""

import sys

from .cli import main

sys.exit(main())
