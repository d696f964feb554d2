"""Shared by the tests: reading the `# expect: AGL00X` markers of fixture files, and the small
GAN program (AGL001 on line 8) several tests lint."""
from __future__ import annotations

import glob
import os
import re

EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>AGL\d{3}(?:\s*,\s*AGL\d{3})*)")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fixture_files() -> list[str]:
    return sorted(glob.glob(os.path.join(ROOT, "fixtures", "agl*", "*.py")))


def project_files() -> list[str]:
    """Every .py file of the multi-file projects, ``fixtures/projects/<name>/**`` (their markers
    read the same way; ``projects_support`` has the per-project helpers)."""
    return sorted(glob.glob(os.path.join(ROOT, "fixtures", "projects", "*", "**", "*.py"),
                            recursive=True))


def expected_findings(path: str) -> set[tuple[int, str]]:
    expected = set()
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            match = EXPECT.search(line)
            if match:
                for code in match.group("codes").split(","):
                    expected.add((number, code.strip()))
    return expected


# AGL001 at 8:18: `fake` from netG enters netD in optD's update without .detach()
GAN_SOURCE = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
'''
