"""The Lightning and Hugging Face callbacks, each against the real library when installed."""
from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402

from autograd_lint.runtime.checker import _ACTIVE  # noqa: E402

HIDDEN_LINE = "# hidden"


def _hidden_line(cls) -> int:
    import inspect

    lines, first = inspect.getsourcelines(cls.__init__)
    return first + next(i for i, text in enumerate(lines) if HIDDEN_LINE in text)


def _data(n: int = 32):
    torch.manual_seed(0)
    return torch.utils.data.TensorDataset(torch.randn(n, 4), torch.randn(n, 1))


# ---------------------------------------------------------------------- Lightning


def _lightning_module(hidden: bool):
    L = pytest.importorskip("lightning.pytorch")
    container = list if hidden else nn.ModuleList

    class Regressor(L.LightningModule):
        def __init__(self):
            super().__init__()
            self.inp = nn.Linear(4, 4)
            self.blocks = container([nn.Linear(4, 4), nn.Linear(4, 4)])  # hidden
            self.out = nn.Linear(4, 1)

        def forward(self, x):
            x = self.inp(x)
            for block in self.blocks:
                x = torch.relu(block(x))
            return self.out(x)

        def training_step(self, batch, batch_idx):
            x, y = batch
            return nn.functional.mse_loss(self(x), y)

        def configure_optimizers(self):
            return torch.optim.SGD(self.parameters(), lr=0.1)

    return L, Regressor


def _fit(L, model, callback):
    trainer = L.Trainer(max_epochs=1, callbacks=[callback], logger=False,
                        enable_checkpointing=False, enable_progress_bar=False,
                        enable_model_summary=False, accelerator="cpu", devices=1)
    loader = torch.utils.data.DataLoader(_data(), batch_size=8)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        trainer.fit(model, loader)


@pytest.mark.parametrize("hidden", [False, True], ids=["registered", "plain-list"])
def test_lightning_callback(hidden):
    pytest.importorskip("lightning.pytorch")
    from autograd_lint.runtime.integrations.lightning import AutogradLintCallback

    L, Regressor = _lightning_module(hidden)
    callback = AutogradLintCallback(quiet=True)
    model = Regressor()
    _fit(L, model, callback)
    assert not _ACTIVE, "the checker is stopped at teardown"
    assert not callback.report.internal_errors, callback.report.internal_errors
    found = {(f.code, f.line) for f in callback.report.findings}
    assert found == ({("AGL011", _hidden_line(Regressor))} if hidden else set())


# ---------------------------------------------------------------------- Hugging Face


def test_huggingface_trainer_callback(tmp_path):
    transformers = pytest.importorskip("transformers")
    pytest.importorskip("accelerate")
    from autograd_lint.runtime.integrations.huggingface import AutogradLintTrainerCallback

    class Regressor(nn.Module):
        def __init__(self):
            super().__init__()
            self.inp = nn.Linear(4, 4)
            self.blocks = [nn.Linear(4, 4), nn.Linear(4, 4)]  # hidden
            self.out = nn.Linear(4, 1)

        def forward(self, x, labels=None):
            h = self.inp(x)
            for block in self.blocks:
                h = torch.relu(block(h))
            out = self.out(h)
            return {"loss": nn.functional.mse_loss(out, labels), "logits": out}

    class Rows(torch.utils.data.Dataset):
        def __init__(self):
            self.data = _data()

        def __len__(self):
            return len(self.data)

        def __getitem__(self, i):
            x, y = self.data[i]
            return {"x": x, "labels": y}

    callback = AutogradLintTrainerCallback(quiet=True)
    model = Regressor()
    args = transformers.TrainingArguments(
        output_dir=str(tmp_path), max_steps=3, per_device_train_batch_size=8, report_to=[],
        save_strategy="no", logging_strategy="no", use_cpu=True, disable_tqdm=True)
    trainer = transformers.Trainer(model=model, args=args, train_dataset=Rows(),
                                   callbacks=[callback])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        trainer.train()
    assert not _ACTIVE, "the checker is stopped at on_train_end"
    assert not callback.report.internal_errors, callback.report.internal_errors
    assert {(f.code, f.line) for f in callback.report.findings} == \
        {("AGL011", _hidden_line(Regressor))}


# ---------------------------------------------------------------------- accelerate

ACCELERATE_SCRIPT = """\
import torch
import torch.nn as nn
from accelerate import Accelerator

accelerator = Accelerator(cpu=True)
model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
rows = torch.utils.data.TensorDataset(torch.randn(32, 4), torch.randn(32, 1))
model, opt, data = accelerator.prepare(model, opt, torch.utils.data.DataLoader(rows, batch_size=8))
for x, y in data:
    loss = nn.functional.mse_loss(model(x), y)
    accelerator.backward(loss)
    opt.step()
"""


def test_accelerate_script_under_run(tmp_path, capsys):
    pytest.importorskip("accelerate")
    import json

    from autograd_lint.runtime.runner import main

    script = tmp_path / "train_accelerate.py"
    script.write_text(ACCELERATE_SCRIPT)
    code = main(["--format", "json", str(script)])
    data = json.loads(capsys.readouterr().out)
    assert data["program_exit_code"] == 0 and not data["internal_errors"]
    (finding,) = data["runtime_findings"]
    assert (finding["code"], finding["line"]) == ("AGL004", 13)
    assert finding["message"].startswith("opt.step()")  # the wrapper's name, not "the optimizer"
    assert code == 1
