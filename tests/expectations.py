"""Reading the `# expect: AGL00X` markers of fixture files."""
from __future__ import annotations

import glob
import os
import re

EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>AGL\d{3}(?:\s*,\s*AGL\d{3})*)")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fixture_files() -> list[str]:
    return sorted(glob.glob(os.path.join(ROOT, "fixtures", "agl*", "*.py")))


def expected_findings(path: str) -> set[tuple[int, str]]:
    expected = set()
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            match = EXPECT.search(line)
            if match:
                for code in match.group("codes").split(","):
                    expected.add((number, code.strip()))
    return expected
