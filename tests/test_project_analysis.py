"""Whole-project analysis: a file's findings follow its objects into the other files of its project
(imports, factories, registries, base classes, callers), and never depend on which files were named."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from autograd_lint import lint_paths
from autograd_lint.semantics.project import Project

MODELS = '''
import torch
import torch.nn as nn


class Generator(nn.Module):
    def __init__(self, nz=8):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(nz, 16), nn.ReLU(), nn.Linear(16, 2))

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x):
        return self.net(x)


NETS = {"gen": Generator, "disc": Discriminator}
'''

UTILS = '''
import torch
from models import Generator, Discriminator


def build_gan(cfg=None):
    return Generator(), Discriminator()


def make_optimizers(G, D, lr=2e-4):
    return torch.optim.Adam(G.parameters(), lr=lr), torch.optim.Adam(D.parameters(), lr=lr)
'''

D_STEP = '''
for _ in range(3):
    fake = netG(torch.randn(4, 8))
    optD.zero_grad()
    lossD = netD(fake{detach}).mean()  # the D update
    lossD.backward()
    optD.step()
'''


def write(root, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(textwrap.dedent(text).lstrip())


def found(path, **kwargs) -> set[tuple[str, int, str]]:
    result = lint_paths([str(path)], **kwargs)
    assert not result.errors, result.errors
    return {(os.path.basename(f.path), f.line, f.code) for f in result.findings}


def line_of(path, text: str) -> int:
    with open(path, encoding="utf-8") as handle:
        return next(number for number, line in enumerate(handle, 1) if text in line)


def gan_script(header: str, detach: bool = False) -> str:
    return "import torch\n" + textwrap.dedent(header).lstrip() + D_STEP.format(
        detach=".detach()" if detach else "")


STYLES = {
    "factories": "from utils import build_gan, make_optimizers\n"
                 "netG, netD = build_gan()\noptG, optD = make_optimizers(netG, netD)\n",
    "module alias": "import models as M\nnetG, netD = M.Generator(), M.Discriminator()\n"
                    "optD = torch.optim.Adam(netD.parameters())\n"
                    "optG = torch.optim.Adam(netG.parameters())\n",
    "registry": "from models import NETS\nnetG = NETS['gen']()\nnetD = NETS['disc']()\n"
                "optD = torch.optim.Adam(netD.parameters())\n"
                "optG = torch.optim.Adam(netG.parameters())\n",
    "star import": "from models import *\nnetG, netD = Generator(), Discriminator()\n"
                   "optD = torch.optim.Adam(netD.parameters())\n"
                   "optG = torch.optim.Adam(netG.parameters())\n",
}


@pytest.mark.parametrize("style", sorted(STYLES))
def test_gan_objects_from_other_files(tmp_path, style):
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"models.py": MODELS, "utils.py": UTILS,
                     "train.py": gan_script(STYLES[style])})
    train = tmp_path / "train.py"
    assert found(train) == {("train.py", line_of(train, "the D update"), "AGL001")}
    write(tmp_path, {"train.py": gan_script(STYLES[style], detach=True)})
    assert found(train) == set()


def test_package_with_relative_imports_and_reexports(tmp_path):
    write(tmp_path, {
        "gan/__init__.py": "from .nets import Generator, Discriminator\n",
        "gan/nets.py": MODELS,
        "gan/train.py": gan_script("from . import Generator, Discriminator\n"
                                   "netG, netD = Generator(), Discriminator()\n"
                                   "optD = torch.optim.Adam(netD.parameters())\n"
                                   "optG = torch.optim.Adam(netG.parameters())\n"),
        "main.py": gan_script("from gan import Generator, Discriminator\n"
                              "netG, netD = Generator(), Discriminator()\n"
                              "optD = torch.optim.Adam(netD.parameters())\n"
                              "optG = torch.optim.Adam(netG.parameters())\n"),
    })
    for script in (tmp_path / "gan" / "train.py", tmp_path / "main.py"):
        assert found(script) == {(script.name, line_of(script, "the D update"), "AGL001")}


def test_src_layout_from_a_scripts_folder(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'gan'\n")
    write(tmp_path, {"src/gan/__init__.py": "", "src/gan/models.py": MODELS,
                     "scripts/train.py": gan_script(
                         "import gan.models as models\n"
                         "netG, netD = models.Generator(), models.Discriminator()\n"
                         "optD = torch.optim.Adam(netD.parameters())\n"
                         "optG = torch.optim.Adam(netG.parameters())\n")})
    script = tmp_path / "scripts" / "train.py"
    assert found(script) == {("train.py", line_of(script, "the D update"), "AGL001")}


ENGINE = '''
import torch


def train_d(netG, netD, optD, steps=3):
    for _ in range(steps):
        fake = netG(torch.randn(4, 8))
        optD.zero_grad()
        loss = netD(fake{detach}).mean()  # the D update
        loss.backward()
        optD.step()


def train_one_epoch(model, optimizer, loader):
    model.train()
    for x, y in loader:
        {zero}loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()  # the step
'''

CALLER = '''
import torch
from models import Generator, Discriminator
from engine import train_d, train_one_epoch


def main():
    netG, netD = Generator(), Discriminator()
    optD = torch.optim.Adam(netD.parameters())
    optG = torch.optim.Adam(netG.parameters())
    train_d(netG, netD, optD)
    optG.step()
    model = torch.nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    train_one_epoch(model, opt, [(torch.randn(2, 3), torch.randn(2, 1))])


if __name__ == "__main__":
    main()
'''


def test_helpers_meet_the_objects_their_callers_pass(tmp_path):
    """engine.py alone is linted with what train.py (which imports it) passes to it."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"models.py": MODELS, "train.py": CALLER,
                     "engine.py": ENGINE.format(detach="", zero="")})
    engine = tmp_path / "engine.py"
    expected = {("engine.py", line_of(engine, "the D update"), "AGL001"),
                ("engine.py", line_of(engine, "the step"), "AGL004")}
    assert found(engine) == expected
    assert found(tmp_path / "train.py") == set()   # the pitfalls are in engine.py
    assert found(tmp_path) == expected             # same whatever was named
    write(tmp_path, {"engine.py": ENGINE.format(detach=".detach()", zero="optimizer.zero_grad()\n        ")})
    assert found(engine) == set()


def test_helper_message_and_fix_use_the_helpers_own_names(tmp_path):
    write(tmp_path, {"models.py": MODELS, "train.py": CALLER,
                     "engine.py": ENGINE.format(detach="", zero="")})
    result = lint_paths([str(tmp_path / "engine.py")])
    accumulation = next(f for f in result.findings if f.code == "AGL004")
    assert "optimizer.zero_grad()" in accumulation.message and " opt." not in accumulation.message


BASE_TRAINER = '''
import torch


class GANTrainer:
    def __init__(self, netG, netD):
        self.netG, self.netD = netG, netD
        self.optG = torch.optim.Adam(netG.parameters())
        self.optD = torch.optim.Adam(netD.parameters())

    def fakes(self):
        return self.netG(torch.randn(4, 8))

    def d_step(self, fake):
        self.optD.zero_grad()
        loss = self.netD(fake).mean()  # the D update
        loss.backward()
        self.optD.step()

    def train_step(self):
        fake = self.fakes()
        self.d_step({fake})
'''

SUBCLASS = '''
from base import GANTrainer
from models import Generator, Discriminator


class LoggingTrainer(GANTrainer):
    def train_step(self):
        super().train_step()
        print("step")


trainer = LoggingTrainer(Generator(), Discriminator())
for _ in range(3):
    trainer.train_step()
'''


def test_trainer_base_class_in_another_file_extended_with_super(tmp_path):
    write(tmp_path, {"models.py": MODELS, "base.py": BASE_TRAINER.format(fake="fake"),
                     "train.py": SUBCLASS})
    base = tmp_path / "base.py"
    assert found(base) == {("base.py", line_of(base, "the D update"), "AGL001")}
    write(tmp_path, {"base.py": BASE_TRAINER.format(fake="fake.detach()")})
    assert found(base) == set()


def test_architecture_chosen_on_a_branch_keeps_its_optimizer(tmp_path):
    write(tmp_path, {"models.py": MODELS, "train.py": gan_script(
        "import sys\nfrom models import Generator, Discriminator\nimport torch.nn as nn\n"
        "netG = Generator()\n"
        "if sys.argv[-1] == 'tiny':\n    netD = nn.Linear(2, 1)\n"
        "elif sys.argv[-1] == 'mlp':\n    netD = Discriminator()\n"
        "else:\n    netD = Discriminator().to('cpu')\n"
        "netD = netD.train()\n"
        "optD = torch.optim.Adam(netD.parameters())\n"
        "optG = torch.optim.Adam(netG.parameters())\n")})
    script = tmp_path / "train.py"
    assert found(script) == {("train.py", line_of(script, "the D update"), "AGL001")}


def test_unresolvable_names_stay_unknown(tmp_path):
    """Nothing is known of what a missing module's factories build: quiet, and no error."""
    write(tmp_path, {"train.py": gan_script(
        "from nowhere import build_gan, make_optimizers\nimport also_missing as M\n"
        "netG, netD = build_gan()\noptG, optD = M.make_optimizers(netG, netD)\n")})
    assert found(tmp_path / "train.py") == set()


def test_objects_of_unknown_origin_are_known_by_their_use(tmp_path):
    """Classes from an installed library: `.parameters()` into two optimizers is evidence
    enough of two networks trained apart."""
    write(tmp_path, {"train.py": gan_script(
        "from nowhere import Generator\nimport also_missing as M\n"
        "netG, netD = Generator(), M.Discriminator()\n"
        "optD = torch.optim.Adam(netD.parameters())\n"
        "optG = torch.optim.Adam(netG.parameters())\n")})
    script = tmp_path / "train.py"
    assert found(script) == {("train.py", line_of(script, "the D update"), "AGL001")}


def test_a_dependency_that_does_not_parse_is_unknown_not_an_error(tmp_path):
    write(tmp_path, {"models.py": "def broken(:\n", "train.py": gan_script(
        "from models import build_gan, make_optimizers\n"
        "netG, netD = build_gan()\noptG, optD = make_optimizers(netG, netD)\n")})
    assert found(tmp_path / "train.py") == set()


def test_import_cycles_terminate(tmp_path):
    write(tmp_path, {"a.py": "from b import make\nimport torch\nnet = make()\n",
                     "b.py": "from a import net\nimport torch\ndef make():\n    return net\n"})
    assert found(tmp_path) == set()


def test_cache_is_invalidated_by_a_dependency_edit(tmp_path):
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"models.py": MODELS, "utils.py": UTILS,
                     "train.py": gan_script(STYLES["factories"])})
    cache = str(tmp_path / "cache")
    train = tmp_path / "train.py"
    assert len(found(train, cache_dir=cache)) == 1
    write(tmp_path, {"utils.py": UTILS.replace(
        "torch.optim.Adam(D.parameters(), lr=lr)",
        "torch.optim.Adam(list(G.parameters()) + list(D.parameters()), lr=lr)")})
    assert found(train, cache_dir=cache) == set()   # one optimizer trains both: nothing foreign
    result = lint_paths([str(train)], cache_dir=cache)
    assert result.cached == 1


def test_cache_is_invalidated_by_a_new_importer(tmp_path):
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"models.py": MODELS, "engine.py": ENGINE.format(detach="", zero="")})
    cache = str(tmp_path / "cache")
    engine = tmp_path / "engine.py"
    alone = found(engine, cache_dir=cache)
    write(tmp_path, {"train.py": CALLER})  # the caller shows what engine's loop is given
    with_caller = found(engine)
    assert with_caller != alone
    assert found(engine, cache_dir=cache) == with_caller


def test_parallel_runs_agree_with_one_process(tmp_path):
    write(tmp_path, {"models.py": MODELS, "train.py": CALLER,
                     "engine.py": ENGINE.format(detach="", zero="")})
    for index in range(6):
        write(tmp_path, {f"script{index}.py": gan_script(STYLES["module alias"])})
    one = lint_paths([str(tmp_path)], jobs=1)
    two = lint_paths([str(tmp_path)], jobs=2)
    key = [(f.path, f.line, f.code) for f in one.findings]
    assert key == [(f.path, f.line, f.code) for f in two.findings] and len(key) == 8


def test_flake8_sees_the_project_one_file_at_a_time(tmp_path):
    pytest.importorskip("flake8")
    write(tmp_path, {"models.py": MODELS, "train.py": CALLER,
                     "engine.py": ENGINE.format(detach="", zero="")})
    run = subprocess.run([sys.executable, "-m", "flake8", "--select", "AGL", "engine.py"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    codes = sorted(line.split()[1] for line in run.stdout.splitlines())
    assert codes == ["AGL001", "AGL004"], run.stdout + run.stderr


def test_python_scripts_without_an_extension_are_linted_when_walked(tmp_path):
    write(tmp_path, {"models.py": MODELS,
                     "train": "#!/usr/bin/env python3\n" + gan_script(STYLES["module alias"]),
                     "README": "#!not python\n", "data.bin": "torch"})
    assert {(name, code) for name, _, code in found(tmp_path)} == {("train", "AGL001")}


def test_each_project_file_is_parsed_once_per_content(tmp_path):
    write(tmp_path, {"models.py": MODELS})
    project = Project()
    first = project.load(str(tmp_path / "models.py"))
    assert project.load(str(tmp_path / "models.py")) is first
    write(tmp_path, {"models.py": MODELS + "\nX = 1\n"})
    assert project.load(str(tmp_path / "models.py")) is not first


def test_usage_makes_a_parameter_a_module(tmp_path):
    """An evaluation helper no project code calls: `net.eval()` says `net` is a module."""
    write(tmp_path, {"evaluate.py": '''
        import torch


        def evaluate(net, batches):
            net.eval()
            outputs = []
            for x in batches:
                outputs.append(net(x))  # no no_grad
            return outputs
    '''})
    codes = {code for _, _, code in found(tmp_path / "evaluate.py")}
    assert "AGL009" in codes


HELPERS = '''
import torch
import torch.nn as nn


def round_channels(channels, multiplier=1.0):
    return int(channels * multiplier)


def sgd_update(param, lr=0.1):
    param -= lr * param.grad  # the helper's edit


class Head(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc = nn.Linear(width, 1)

    def forward(self, x):
        return self.fc(x)
'''

ONLY_ROUNDING = '''
from helpers import round_channels

WIDTHS = [round_channels(w, 1.5) for w in (8, 16)]
print(WIDTHS)
'''

UPDATING = '''
import torch
from helpers import sgd_update

w = torch.randn(3, requires_grad=True)
for _ in range(2):
    loss = (w * 2).sum()
    loss.backward()
    sgd_update(w)
'''


def _scripts_run_for(path) -> set[str]:
    """The importers the analysis of ``path`` ran (their contexts, or the scripts whose shared
    runs it took), by file name."""
    from autograd_lint.semantics import SemanticModel
    from autograd_lint.semantics.project import Project

    with open(path, encoding="utf-8") as handle:
        import libcst as cst
        model = SemanticModel(cst.parse_module(handle.read()), path=str(path), project=Project())
    model.facts  # noqa: B018 - runs the analysis
    return {os.path.basename(p) for p, c in model.interpreter.contexts.items()
            if c is not None and p != os.path.abspath(str(path))} | \
        {os.path.basename(p) for p in model.interpreter.scripts_run}


def test_importers_that_only_take_plain_helpers_are_not_run(tmp_path):
    """A script that only takes `round_channels` from a file cannot reach the file's autograd
    code: running it for that file's analysis is wasted work (timm's model files import such
    helpers from builders by the dozen). One that takes a helper editing its argument in place
    is run, and the helper's in-place edit of a leaf is found in the helper's file."""
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"helpers.py": HELPERS, "widths.py": ONLY_ROUNDING})
    helpers = tmp_path / "helpers.py"
    assert "widths.py" not in _scripts_run_for(helpers)
    assert found(helpers) == set()
    write(tmp_path, {"train.py": UPDATING})
    assert "train.py" in _scripts_run_for(helpers)
    assert found(helpers) == {("helpers.py", line_of(helpers, "the helper's edit"), "AGL002")}


def test_an_import_line_with_a_comment_still_counts(tmp_path):
    """`import models  # noqa: F401` (imported for its registrations) names the module: the
    script is one of its importers."""
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"models.py": "X = 1\n", "run.py": "import models  # noqa: F401\n",
                     "other.py": "from models import X  # re-used\n"})
    importers = Project().importers_of(str(tmp_path / "models.py"))
    assert sorted(os.path.basename(path) for path in importers) == ["other.py", "run.py"]


def test_importers_through_a_package_function_are_still_run(tmp_path):
    """`from pkg import build` where `build` lives in `pkg/__init__.py` and makes the module of
    `pkg/nets.py`: the script can reach `nets.py`'s code, so it is run for it."""
    write(tmp_path, {
        "pkg/__init__.py": "from .nets import Generator, Discriminator\n\n\n"
                           "def build():\n    return Generator(), Discriminator()\n",
        "pkg/nets.py": MODELS,
        "run.py": "import torch\nfrom pkg import build\nnetG, netD = build()\n"
                  "for _ in range(2):\n    netD(netG(torch.randn(2, 8))).mean().backward()\n",
    })
    (tmp_path / "pyproject.toml").write_text("")
    assert "run.py" in _scripts_run_for(tmp_path / "pkg" / "nets.py")


TRAIN_D = '''
import torch


def train_d(netG, netD, optD, steps=3):
    for _ in range(steps):
        fake = netG(torch.randn(4, 8))
        optD.zero_grad()
        loss = netD(fake).mean()  # the D update
        loss.backward()
        optD.step()


def round_value(x):
    return round(x, 2)
'''

NETS_AND_OPT = ("import torch\nfrom models import Generator, Discriminator\n"
                "netG, netD = Generator(), Discriminator()\n"
                "optD = torch.optim.Adam(netD.parameters())\n"
                "optG = torch.optim.Adam(netG.parameters())\n")

ROADS = {
    # a factory of engine.py that looks its loop up in a registry dict (a literal key: the
    # analysis keeps no string values, so `TRAINERS[name]` stays unknown)
    "registry factory": ({"engine.py": TRAIN_D + "\nTRAINERS = {'d': train_d}\n\n\n"
                                                 "def get_trainer():\n"
                                                 "    return TRAINERS['d']\n"},
                         "from engine import get_trainer\nget_trainer()(netG, netD, optD)\n"),
    # the package taken whole, or by a star import of it
    "import pkg": ({"pkg/__init__.py": "from .engine import train_d\n"},
                   "import pkg\npkg.train_d(netG, netD, optD)\n"),
    "package star": ({"pkg/__init__.py": "from .engine import train_d\n"},
                     "from pkg import *\ntrain_d(netG, netD, optD)\n"),
    "renamed re-export": ({"pkg/__init__.py": "from .engine import train_d as fit_d\n"},
                          "from pkg import fit_d\nfit_d(netG, netD, optD)\n"),
    # a function of a sibling module (re-exported by the package) that calls engine.py's loop
    "sibling function": ({"pkg/__init__.py": "from .engine import train_d\n"
                                             "from .loops import fit\n",
                          "pkg/loops.py": "from .engine import train_d\n\n\n"
                                          "def fit(netG, netD, optD):\n"
                                          "    train_d(netG, netD, optD)\n"},
                         "from pkg import fit\nfit(netG, netD, optD)\n"),
    # a plain helper taken from engine.py, the loop reached through another file that imports it
    "side door": ({"loops.py": "from engine import train_d\n\n\n"
                               "def fit(netG, netD, optD):\n"
                               "    train_d(netG, netD, optD)\n"},
                  "from engine import round_value\nfrom loops import fit\n"
                  "fit(netG, netD, optD)\nprint(round_value(0.5))\n"),
}


@pytest.mark.parametrize("road", sorted(ROADS))
def test_importers_reaching_the_file_by_other_roads_are_run(tmp_path, road):
    """engine.py's D step lacks .detach(): only the script that passes it the networks shows it.
    However the script reaches engine.py's loop, it is run for engine.py's analysis."""
    files, call = ROADS[road]
    (tmp_path / "pyproject.toml").write_text("")
    folder = "pkg/" if any(name.startswith("pkg/") for name in files) else ""
    write(tmp_path, {"models.py": MODELS, f"{folder}engine.py": TRAIN_D, **files,
                     "run.py": NETS_AND_OPT + call + "optG.step()\n"})
    engine = tmp_path / f"{folder}engine.py"
    assert "run.py" in _scripts_run_for(engine)
    assert found(engine) == {("engine.py", line_of(engine, "the D update"), "AGL001")}


ATTRIBUTE_WRITER = '''
import torch


def reset_scale(model):
    model.scale = torch.ones(1)  # the write


def describe(model):
    return str(model)
'''


SCALED = '''
import torch


class Scaled(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = torch.nn.Parameter(torch.ones(1))

    def forward(self, x):
        return x * self.scale
'''


def test_helpers_writing_an_arguments_attribute_reach(tmp_path):
    """`model.scale = tensor` in a helper replaces the caller's parameter (AGL003): a script
    calling it is run for the helper's file; one that only calls `describe` is not needed."""
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"helpers.py": ATTRIBUTE_WRITER,
                     "run.py": "import torch\nfrom helpers import describe\n"
                               "print(describe(torch.nn.Linear(3, 1)))\n"})
    helpers = tmp_path / "helpers.py"
    assert "run.py" not in _scripts_run_for(helpers)
    write(tmp_path, {"run.py": SCALED + "from helpers import reset_scale\n"
                                        "model = Scaled()\nreset_scale(model)\n"})
    assert "run.py" in _scripts_run_for(helpers)
    assert found(helpers) == {("helpers.py", line_of(helpers, "the write"), "AGL003")}


PLAIN_WRITERS = '''
from typing import Dict, Optional

import torch
from torch.utils.data import Dataset


class ImageDataset(Dataset):
    def __init__(self, root, transforms_=None):
        self.root = root
        self.transforms = transforms_

    def __getitem__(self, index):
        return torch.zeros(3)


def build(feature_cfg: Optional[Dict] = None, **kwargs):
    feature_cfg = feature_cfg or {}
    feature_cfg["out_indices"] = kwargs.pop("out_indices", (1,))
    kwargs["pretrained"] = False
    return feature_cfg, kwargs


def mask_(weight, mask):
    weight[mask] = 0  # the masking
'''

PLAIN_USER = """
import torch
from writers import ImageDataset, build

data = ImageDataset("data", transforms_=[])
cfg, rest = build(out_indices=(2,), depth=3)
w = torch.randn(3, requires_grad=True)
w.sum().backward()
"""


def test_plain_writes_and_underscored_names_do_not_reach(tmp_path):
    """A parameter named `transforms_` is no in-place call, and writing items of `**kwargs` or
    of an argument annotated `Optional[Dict]` edits no tensor: a script taking only such code is
    not run for its file (PyTorch-GAN's datasets, timm's builders ran their callers' whole
    training scripts for nothing). An item write to an argument of unknown type still reaches."""
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"writers.py": PLAIN_WRITERS, "run.py": PLAIN_USER})
    writers = tmp_path / "writers.py"
    assert "run.py" not in _scripts_run_for(writers)
    write(tmp_path, {"run.py": PLAIN_USER.replace("build\n", "build, mask_\n")
                     + "mask_(w, w > 0)\n"})
    assert "run.py" in _scripts_run_for(writers)
    assert found(writers) == {("writers.py", line_of(writers, "the masking"), "AGL002")}


def test_a_package_import_inside_the_package_is_not_its_same_named_module(tmp_path):
    """Inside `dalle2_pytorch/` (which also holds a `dalle2_pytorch.py`), `from
    dalle2_pytorch.trainer import Trainer` names the package's trainer.py, as Python finds it:
    a module's own folder is on the path only for the script that is run."""
    write(tmp_path, {
        "dalle2_pytorch/__init__.py": "from dalle2_pytorch.trainer import PriorTrainer\n",
        "dalle2_pytorch/dalle2_pytorch.py": "import torch\n\nLAYERS = 2\n",
        "dalle2_pytorch/trainer.py": "import torch\n\n\nclass PriorTrainer(torch.nn.Module):\n"
                                     "    pass\n",
        "train.py": "from dalle2_pytorch import PriorTrainer\n",
    })
    (tmp_path / "pyproject.toml").write_text("")
    project = Project()
    init = str(tmp_path / "dalle2_pytorch" / "__init__.py")
    assert project.resolve(init, "dalle2_pytorch.trainer.PriorTrainer") == (
        str(tmp_path / "dalle2_pytorch" / "trainer.py"), ("PriorTrainer",))
    inside = str(tmp_path / "dalle2_pytorch" / "dalle2_pytorch.py")
    assert project.resolve(inside, "dalle2_pytorch.LAYERS") == (init, ("LAYERS",))
    script = str(tmp_path / "train.py")
    assert project.resolve(script, "dalle2_pytorch.PriorTrainer") == (init, ("PriorTrainer",))


def test_a_second_step_with_no_backward_between_is_named_as_such():
    """`scaler.step(optimizer)` then `optimizer.step()`: zeroing would not help, so the message
    says the same gradients are applied twice and offers no zero_grad() fix."""
    project = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "fixtures", "projects", "bad_agl004_optimizer_by_flag_amp_double_step")
    engine = os.path.join(project, "engine.py")
    result = lint_paths([engine], jobs=1)
    (finding,) = result.findings
    scaler_step = line_of(engine, "scaler.step(optimizer)")
    assert finding.code == "AGL004" and finding.line == line_of(engine, "expect: AGL004")
    assert f"applies again the gradients the step() on line {scaler_step}" in finding.message
    assert finding.fix is None


BUILT_IN_LOOPS = '''
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self, widths=(4, 4), depth=2):
        super().__init__()
        self.blocks = nn.ModuleList()
        for width in widths:
            for _ in range(depth):
                block = nn.Linear(width, width)
                block.weight.mul_(0.5)  # the scaling
                self.blocks.append(block)
        self.scale = nn.Parameter(torch.ones(4))

    def forward(self, x):
        for block in self.blocks:
            x = block(x) * self.scale
        return x


class Trainer:
    def __init__(self, net, opt, batches):
        for x in batches:  # trains in its constructor: both runs of the loop are needed
            net(x).sum().backward()
            opt.step()  # the step


net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
Trainer(net, opt, [torch.randn(2, 4)])
'''


def test_loops_of_a_network_constructor_run_once_and_still_tell(tmp_path):
    """Loops inside a network's __init__ run once (they build layers; a second run only
    repeated the first, 2**depth times for nested blocks): what they do is still seen (a
    layer's weight scaled in place with grad enabled, AGL002). A constructor of another class
    runs its loops twice as any code does: its training loop without zero_grad is found
    (AGL004)."""
    write(tmp_path, {"net.py": BUILT_IN_LOOPS})
    path = tmp_path / "net.py"
    assert found(path) == {("net.py", line_of(path, "the scaling"), "AGL002"),
                           ("net.py", line_of(path, "the step"), "AGL004")}


def test_a_script_importing_several_linted_files_runs_once_for_all(tmp_path, monkeypatch):
    """`train.py` imports engine.py and models.py: it is run once (as its own main module) and
    its facts are shared by both files and by its own lint; each file's findings are the same
    linted alone, together, or in the other order."""
    from autograd_lint.semantics.interpreter import Interpreter

    (tmp_path / "pyproject.toml").write_text("")
    script = NETS_AND_OPT + ("from engine import train_d\n"
                             "if __name__ == '__main__':\n"
                             "    train_d(netG, netD, optD)\n")
    write(tmp_path, {"models.py": MODELS, "engine.py": TRAIN_D, "train.py": script})
    runs = []
    original = Interpreter.run

    def counting(self, as_script=False):
        if as_script:
            runs.append(os.path.basename(self.main.path))
        return original(self, as_script)

    monkeypatch.setattr(Interpreter, "run", counting)
    names = [str(tmp_path / name) for name in ("engine.py", "models.py", "train.py")]
    together = {(os.path.basename(f.path), f.line, f.code, f.message)
                for f in lint_paths(names, jobs=1).findings}
    assert runs == ["train.py"]
    engine = tmp_path / "engine.py"
    assert ("engine.py", line_of(engine, "the D update"), "AGL001") in \
        {(name, line, code) for name, line, code, _ in together}
    reverse = {(os.path.basename(f.path), f.line, f.code, f.message)
               for f in lint_paths(names[::-1], jobs=1).findings}
    alone = set()
    for name in names:
        alone |= {(os.path.basename(f.path), f.line, f.code, f.message)
                  for f in lint_paths([name], jobs=1).findings}
    assert together == reverse == alone


HELPERS_FEEDING_D = '''
import torch


def critic_on_samples(sampler, critic):
    samples = sampler(torch.randn(2, 4))
    return critic(samples)  # the D update enters here
'''

TRAIN_WITH_HELPER = '''
import torch
from torch import nn
from helpers import critic_on_samples
sampler, critic = nn.Linear(4, 8), nn.Linear(8, 1)
opt_d = torch.optim.Adam(critic.parameters())
opt_g = torch.optim.Adam(sampler.parameters())
for _ in range(3):
    opt_d.zero_grad()
    loss = critic_on_samples(sampler, critic).mean()
    loss.backward()  # the backward
    opt_d.step()  # the step
'''


def test_a_finding_shows_its_evidence_in_the_files_where_it_lies(tmp_path):
    """A helper that only calls the networks it is given (no autograd name of its own) is still
    run with its caller's networks; its AGL001 names, with file and line, where the tensor was
    made, the backward of the update (in train.py) and the step that applies it: in JSON and,
    with --show-evidence, one line each in the text output."""
    import json

    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {"helpers.py": HELPERS_FEEDING_D, "train.py": TRAIN_WITH_HELPER})
    helpers, train = tmp_path / "helpers.py", tmp_path / "train.py"
    (finding,) = lint_paths([str(helpers)]).findings
    assert (finding.code, finding.line) == ("AGL001", line_of(helpers, "the D update"))
    links = {(os.path.basename(r.path or finding.path), r.line, r.note) for r in finding.related}
    assert links == {("helpers.py", line_of(helpers, "samples = "),
                      "made by sampler, which opt_d does not train"),
                     ("train.py", line_of(train, "the backward"), "backward of this update"),
                     ("train.py", line_of(train, "the step"), "opt_d steps")}
    done = subprocess.run([sys.executable, "-m", "autograd_lint", "check", "--no-cache",
                           "--show-evidence", "helpers.py"], cwd=tmp_path, capture_output=True,
                          text=True)
    assert done.stdout.splitlines()[1:] == [
        f"    helpers.py:{line_of(helpers, 'samples = ')}: made by sampler, which opt_d does "
        "not train",
        f"    train.py:{line_of(train, 'the backward')}: backward of this update",
        f"    train.py:{line_of(train, 'the step')}: opt_d steps"]
    done = subprocess.run([sys.executable, "-m", "autograd_lint", "check", "--no-cache",
                           "--output-format", "json", "helpers.py"], cwd=tmp_path,
                          capture_output=True, text=True)
    (reported,) = json.loads(done.stdout)["findings"]
    assert {"line": line_of(train, "the step"), "note": "opt_d steps", "path": "train.py"} in \
        reported["related"]


def test_one_analysis_reads_a_bounded_number_of_project_modules(tmp_path):
    """A registry naming a class of each of 100 modules (a pipeline mapping) does not make every
    file that touches it read the whole package: one analysis reads at most MAX_MODULES_READ
    modules, and what lies past them is unknown (no finding, no error)."""
    from autograd_lint.semantics import SemanticModel
    from autograd_lint.semantics.project_values import MAX_MODULES_READ

    (tmp_path / "pyproject.toml").write_text("")
    files = {f"zoo/net{i}.py": f"import torch.nn as nn\n\n\nclass Net{i}(nn.Linear):\n    pass\n"
             for i in range(100)}
    files["zoo/__init__.py"] = "".join(f"from .net{i} import Net{i}\n" for i in range(100)) + \
        "MAPPING = dict([" + ", ".join(f"('n{i}', Net{i})" for i in range(100)) + "])\n"
    files["train.py"] = ("import torch\nfrom zoo import MAPPING\nnet = MAPPING['n1'](4, 1)\n"
                         "net(torch.randn(2, 4)).sum().backward()\n")
    write(tmp_path, files)
    path = tmp_path / "train.py"
    import libcst as cst
    model = SemanticModel(cst.parse_module(path.read_text()), path=str(path), project=Project())
    model.facts  # noqa: B018 - runs the analysis
    assert len(model.interpreter.contexts) <= MAX_MODULES_READ + 1
    assert lint_paths([str(path)]).errors == []


def test_a_package_that_setup_py_maps_onto_the_repository_root_is_read_there(tmp_path):
    """facenet-pytorch's layout: `setup.py` says `package_dir={"facelib": "."}`, so the
    repository root is the `facelib` package; an example importing `facelib` reads the network
    class there (its forward after eval() with grad on is AGL009). Without the mapping the class
    is unknown, and quiet."""
    (tmp_path / "setup.py").write_text(textwrap.dedent("""
        from setuptools import setup
        setup(name="facelib", packages=["facelib", "facelib.nets"],
              package_dir={"facelib": "."})
    """))
    (tmp_path / "__init__.py").write_text("from .nets.embedder import Embedder\n")
    (tmp_path / "nets").mkdir()
    (tmp_path / "nets" / "__init__.py").write_text("")
    (tmp_path / "nets" / "embedder.py").write_text(textwrap.dedent("""
        import torch.nn as nn

        class Embedder(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(8, 4)

            def forward(self, x):
                return self.proj(x)
    """))
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "infer.py").write_text(textwrap.dedent("""
        import torch
        from facelib import Embedder

        model = Embedder().eval()
        embeddings = model(torch.randn(2, 8))
        print(embeddings.shape)
    """))
    result = lint_paths([str(tmp_path / "examples" / "infer.py")], cache_dir=None)
    assert [(f.line, f.code) for f in result.findings] == [(6, "AGL009")]
    (tmp_path / "setup.py").write_text("from setuptools import setup\nsetup(name='facelib')\n")
    result = lint_paths([str(tmp_path / "examples" / "infer.py")], cache_dir=None)
    assert result.findings == []


def test_a_module_a_package_re_exports_resolves_from_the_importer(tmp_path):
    """`from .utils import evaluation` in `pkg/__init__.py`, then `from pkg import evaluation`
    in a script: `evaluation.predict` is the function in `pkg/utils/evaluation.py`, not a name
    looked up relative to the script."""
    import libcst as cst

    from autograd_lint.semantics.model import SemanticModel

    (tmp_path / "pkg" / "utils").mkdir(parents=True)
    (tmp_path / "pkg" / "__init__.py").write_text("from .utils import evaluation\n")
    (tmp_path / "pkg" / "utils" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "utils" / "evaluation.py").write_text(
        "def predict(model, x):\n    return model(x).argmax(1)\n")
    (tmp_path / "scripts").mkdir()
    script = tmp_path / "scripts" / "infer.py"
    script.write_text("from pkg import evaluation\n")
    (tmp_path / "setup.py").write_text("from setuptools import setup\nsetup(name='pkg')\n")
    model = SemanticModel(cst.parse_module(script.read_text()), path=str(script),
                          project=Project())
    module = model.interpreter._project_value("pkg.evaluation", None)
    assert module.kind == "qual" and module.qual == "pkg.utils.evaluation"
    function = model.interpreter._project_value(module.qual + ".predict", None)
    assert function.kind == "function" and function.target.name.value == "predict"


def test_a_top_level_loop_that_only_sets_a_library_module_up_is_no_script():
    """A model file's `for n in cfgs: cfgs[...] = copy.deepcopy(cfgs[n])` sets the module up: it
    is not run as a script for every file it imports (timm's vision_transformer.py cost 2 CPU-s
    that way); a loop that trains, or calls the module's own functions, is a script's work."""
    import libcst as cst

    from autograd_lint.semantics.interpreter import _script_calls

    library = ("import copy\nfrom dataclasses import replace\nCFGS = {'a': {}}\n"
               "for n in list(CFGS):\n    CFGS[n + '_q'] = copy.deepcopy(CFGS[n])\n"
               "for k in ('a',):\n    CFGS[k + '_g'] = replace(CFGS[k])\n")
    assert _script_calls(cst.parse_module(library)) is None
    trains = library + "for epoch in range(3):\n    loss.backward()\n"
    assert _script_calls(cst.parse_module(trains)) == ("*",)
    own = "def train(e):\n    pass\n\nfor epoch in range(3):\n    train(epoch)\n"
    assert _script_calls(cst.parse_module(own)) == ("*",)
    project = "from engine import fit\n\nfor fold in range(3):\n    fit(fold)\n"
    assert _script_calls(cst.parse_module(project)) == ("*",)


def test_the_importer_walk_goes_one_module_further_through_a_subclass(tmp_path):
    """engine.py's loop runs for `DeepRegression(RegressionTask(SupervisedTask(Engine)))` over
    four files, and train.py imports only the last class: the walk from engine.py goes through
    two library modules, and reaches it through the subclass one hop further than through any
    other library module."""
    from autograd_lint.semantics.project import MAX_LIBRARY_HOPS, Project

    assert MAX_LIBRARY_HOPS == 2
    (tmp_path / "pyproject.toml").write_text("")
    write(tmp_path, {
        "engine.py": "class Engine:\n    pass\n",
        "tasks.py": "from engine import Engine\n\n\nclass SupervisedTask(Engine):\n    pass\n",
        "regression.py": "from tasks import SupervisedTask\n\n\n"
                         "class RegressionTask(SupervisedTask):\n    pass\n",
        "deep.py": "from regression import RegressionTask\n\n\n"
                   "class DeepRegression(RegressionTask):\n    pass\n",
        "other.py": "from tasks import SupervisedTask\n\nTASK = SupervisedTask\n",
        "other2.py": "from other import TASK\n\nTASKS = [TASK]\n",
        "train.py": "from deep import DeepRegression\n"
                    "if __name__ == '__main__':\n    DeepRegression()\n",
        "run_other.py": "from other2 import TASKS\nif __name__ == '__main__':\n    TASKS[0]()\n"})
    walked = [os.path.basename(path) for path in
              Project().importer_walk(str(tmp_path / "engine.py"), 8)]
    assert "train.py" in walked and "deep.py" in walked and "other2.py" in walked
    assert "run_other.py" not in walked  # (other2.py only uses the class: no further hop)


def test_a_registry_module_function_leads_to_the_entries_only_if_it_reads_them():
    """A model file that imports `register_model_deprecations` (which only stores into the
    registry) from the registry module does not lead to every model registered there; one that
    imports `create` (a lookup, through `entrypoint`) does."""
    import libcst as cst

    from autograd_lint.semantics.interpreter import _registry_readers

    registry = ("_ENTRIES = {}\n_DEPRECATED = {}\n\n\n"
                "def register(fn):\n    _ENTRIES[fn.__name__] = fn\n    return fn\n\n\n"
                "def deprecate(old, new):\n    _DEPRECATED[old] = new\n    _ENTRIES[old] = _ENTRIES.get\n\n\n"
                "def entrypoint(name):\n    return _ENTRIES[name]\n\n\n"
                "def create(name, **kw):\n    return entrypoint(name)(**kw)\n\n\n"
                "def names():\n    return sorted(_ENTRIES)\n")
    functions, readers = _registry_readers(cst.parse_module(registry))
    assert functions == {"register", "deprecate", "entrypoint", "create", "names"}
    assert readers == {"entrypoint", "create"}
    assert _registry_readers(cst.parse_module("R = Registry('MODEL')\n\n\ndef f():\n    pass\n")) is None


FOREIGN_NET = '''
import numpy as np
import {framework} as fw


class PolicyValueNet:
    def __init__(self):
        self.model = self.get_model()
        self.model.train()
        self.old_model = self.get_model()
        self.old_model.eval()

    def get_model(self):
        return fw.models.Model(inputs=fw.layers.Input([None, 4]), outputs=None)

    def policy_value(self, state):
        log_probs, value = self.model(np.reshape(state, [-1, 4]))
        return np.exp(log_probs), value

    def policy_value_old(self, state):
        log_probs, value = self.old_model(np.reshape(state, [-1, 4]))
        return np.exp(log_probs), value
'''

FOREIGN_TRAIN = '''
import numpy as np
from network import PolicyValueNet

net = PolicyValueNet()
for step in range(3):
    old_probs, old_value = net.policy_value_old(np.zeros(4))
    probs, value = net.policy_value(np.zeros(4))
    print(np.var(np.ones(4) - old_value), np.var(np.ones(4) - value))
'''


def test_values_from_a_module_written_for_another_framework_are_not_torch_tensors(tmp_path):
    """train.py imports only numpy and the project's network.py, which imports TensorLayer and
    never torch (RLcode's AlphaZero): what that module's model returns is not a torch tensor,
    so `np.var()` of it is no AGL013."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"network.py": FOREIGN_NET.format(framework="tensorlayer"),
                     "train.py": FOREIGN_TRAIN})
    assert not lint_paths([str(tmp_path)], jobs=1).findings


FILLED_AT_IMPORT = '''
import torch

onehot = torch.FloatTensor(4, 10)
{fill}


def sample(model):
    return model(onehot)
'''

SAMPLING_SCRIPT = '''
import torch.nn as nn
import sampling

net = nn.Linear(10, 2)
print(sampling.sample(net))
'''


@pytest.mark.parametrize("fill, found", [("onehot.zero_()", []), ("", ["AGL015"]),
                                         ("torch.nn.init.normal_(onehot)", [])])
def test_a_module_tensor_filled_in_place_at_import_is_initialised_for_its_importers(
        tmp_path, fill, found):
    """pytorch-flows' utils.py zeroes a module-level `torch.FloatTensor(...)` on the next line;
    main.py calls a utils function that reads it. The import-time run of utils.py makes that
    call too, so the tensor is filled (and still garbage when nothing fills it)."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"sampling.py": FILLED_AT_IMPORT.format(fill=fill), "main.py": SAMPLING_SCRIPT})
    assert [f.code for f in lint_paths([str(tmp_path)], jobs=1).findings] == found


STAR_HELPERS = '''
import torch
from torch import nn


def batches(n):
    return [torch.randn(8, 4) for _ in range(n)]
'''

STAR_SCRIPT = '''
from helpers import *

model = nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for x in batches(3):
    opt.zero_grad()
    model(x).sum().backward()
    opt.step()
model.eval()
{guard}
    print(model(batches(1)[0]).argmax(1))
'''


@pytest.mark.parametrize("guard, found", [("with torch.no_grad():", []),
                                          ("if True:", ["AGL009"])])
def test_names_a_star_import_brings_are_the_imports_of_that_module(tmp_path, guard, found):
    """TCN's scripts never import torch: `from TCN.char_cnn.utils import *` binds it, as
    utils.py imports it. `with torch.no_grad():` is then torch's."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"helpers.py": STAR_HELPERS, "train.py": STAR_SCRIPT.format(guard=guard)})
    assert [f.code for f in lint_paths([str(tmp_path)], jobs=1).findings] == found


GAIN_MODULE = '''
import torch

_gain = torch.FloatTensor(1, 12)


def corrupt(x, level):
    return x + level * torch.randn_like(x) * _gain[:, :x.shape[1]]
'''

GAIN_SCRIPT = '''
import torch
from gain import corrupt

net = torch.nn.Linear(12, 12)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(3):
    x = torch.randn(8, 12)
    opt.zero_grad()
    (net(corrupt(x, 0.1)) - x).pow(2).mean().backward()
    opt.step()
'''


def test_a_function_reading_a_module_level_garbage_tensor_is_run_with_its_callers(tmp_path):
    """A helper with no autograd in it that reads a module-level `torch.FloatTensor(1, 12)`
    nothing fills: the script calling it is run, and the read is found in the helper's file."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"gain.py": GAIN_MODULE, "train.py": GAIN_SCRIPT})
    assert found(str(tmp_path / "gain.py")) == {("gain.py", 3, "AGL015")}


METRICS_CALLBACK = '''
class AccuracyMeter:
    def on_batch_end(self, trainer, outputs):
        scores = outputs["logits"].numpy()
        return scores.argmax(axis=1)
'''

CALLBACK_SCRIPT = '''
import torch
from callbacks import AccuracyMeter

model = torch.nn.Linear(4, 3)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
meter = AccuracyMeter()
for _ in range(3):
    logits = model(torch.randn(8, 4))
    loss = logits.pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    meter.on_batch_end(None, {"loss": loss, "logits": logits})
'''


def test_a_callback_module_that_never_names_torch_is_linted(tmp_path):
    """callbacks.py never imports torch, but calls `.numpy()` on the logits a trainer hands it
    (AGL013): the prefilter keeps a file that calls `.numpy()`."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"callbacks.py": METRICS_CALLBACK, "train.py": CALLBACK_SCRIPT})
    assert found(str(tmp_path / "callbacks.py")) == {("callbacks.py", 3, "AGL013")}


HISTORY_MODULE = '''
from collections import defaultdict


class RunHistory:
    def __init__(self):
        self.records = defaultdict(list)

    def log(self, **values):
        for key, value in values.items():
            self.records[key].append(value)


HISTORY = RunHistory()
'''

HISTORY_SCRIPT = '''
import torch
from history import HISTORY

net = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(10):
    loss = net(torch.randn(4, 3)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    HISTORY.log(loss={logged}, lr=0.1)
'''


@pytest.mark.parametrize("logged, expected", [("loss", {("train.py", 11, "AGL010")}),
                                              ("loss.item()", set())])
def test_a_tensor_handed_by_keyword_to_a_kwargs_logger_is_reported_at_the_call(
        tmp_path, logged, expected):
    """A module-level `HISTORY` whose `log(**values)` appends each value to a list it keeps:
    `HISTORY.log(loss=loss)` in the training loop keeps every step's graph (AGL010), reported
    at that call; `loss.item()` keeps a number."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"history.py": HISTORY_MODULE,
                     "train.py": HISTORY_SCRIPT.format(logged=logged)})
    assert found(str(tmp_path / "train.py")) == expected


INHERITED_TRAINER = '''
class Trainer:
    def __init__(self, model, optimizer):
        self.model, self.optimizer = model, optimizer

    def shared_forward(self, x):
        raise NotImplementedError

    def step(self, x):
        self.optimizer.zero_grad()
        z = self.shared_forward(x)
        for weight in (1.0, 0.5):
            (weight * self.model[1](z).pow(2).mean()).backward()
        self.optimizer.step()


class EncoderTrainer(Trainer):
    def shared_forward(self, x):
        return self.model[0](x)
'''

INHERITED_SCRIPT = '''
import torch
from torch import nn
from trainers import EncoderTrainer

model = nn.Sequential(nn.Linear(4, 2), nn.Linear(2, 1))
trainer = EncoderTrainer(model, torch.optim.SGD(model.parameters(), lr=0.1))
for _ in range(3):
    trainer.step(torch.randn(8, 4))
'''


def test_a_script_using_a_subclass_runs_the_base_class_methods_it_inherits(tmp_path):
    """train.py imports only `EncoderTrainer`, whose own code has no autograd; its base class's
    `step()` backpropagates twice through the encoder's output (AGL005). The script is run for
    trainers.py: the subclass leads to the base class's code."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"trainers.py": INHERITED_TRAINER, "train.py": INHERITED_SCRIPT})
    assert found(str(tmp_path / "trainers.py")) == {("trainers.py", 12, "AGL005")}


CLASSIFIER_WRAPPER = '''
import torch
import torch.nn as nn


class Classifier:
    def initialize(self, width):
        self.net = nn.Linear(4, width)
        self.optimizer = torch.optim.SGD(self.net.parameters(), lr=0.1)

    def optimize(self, x):
        self.net.train()
        self.optimizer.zero_grad()
        self.net(x).pow(2).mean().backward()
        self.optimizer.step()

    def validate(self, x):
        self.net.eval()
        self.prediction = self.net(x)
        return self.prediction.sum().item()
'''

SEGMENTER_WRAPPER = '''
import torch
import torch.nn as nn


class Segmenter:
    def initialize(self, width):
        self.net = nn.Conv1d(4, width, 1)
        self.optimizer = torch.optim.Adam(self.net.parameters())

    def optimize(self, x):
        self.optimizer.zero_grad()
        self.net(x.unsqueeze(-1)).pow(2).mean().backward()
        self.optimizer.step()

    def validate(self, x):
        with torch.no_grad():
            return self.net(x.unsqueeze(-1)).sum().item()
'''

WRAPPER_FACTORY = '''
def get_model(opts):
    model = None
    if opts["type"] == "cls":
        from .classifier import Classifier
        model = Classifier()
    elif opts["type"] == "seg":
        from .segmenter import Segmenter
        model = Segmenter()
    model.initialize(opts["width"])
    return model
'''

WRAPPER_SCRIPT = '''
import json
import sys

import torch
from .factory import get_model


def main(path):
    with open(path) as handle:
        model = get_model(json.load(handle))
    for epoch in range(3):
        for x in [torch.randn(8, 4)] * 4:
            model.optimize(x)
        print(sum(model.validate(x) for x in [torch.randn(8, 4)] * 2))


main(sys.argv[1])
'''


def test_an_object_a_factory_builds_on_one_of_its_branches_runs_that_class_s_methods(tmp_path):
    """`get_model(opts)` builds one of two wrapper classes, each imported inside its branch: the
    model is one of the two objects, and `model.validate(x)` runs each class's method on a path
    of its own (the classifier's evaluates with grad on, AGL009; the segmenter's does not)."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, {"pkg/__init__.py": "", "pkg/classifier.py": CLASSIFIER_WRAPPER,
                     "pkg/segmenter.py": SEGMENTER_WRAPPER, "pkg/factory.py": WRAPPER_FACTORY,
                     "pkg/train.py": WRAPPER_SCRIPT})
    evaluation = line_of(tmp_path / "pkg/classifier.py", "self.prediction = self.net(x)")
    assert found(tmp_path) == {("classifier.py", evaluation, "AGL009")}
    # both classes evaluate under no_grad: nothing to report
    write(tmp_path, {"pkg/classifier.py": CLASSIFIER_WRAPPER.replace(
        "        self.prediction = self.net(x)\n",
        "        with torch.no_grad():\n            self.prediction = self.net(x)\n")})
    assert found(tmp_path) == set()
