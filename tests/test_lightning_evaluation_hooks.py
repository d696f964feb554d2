"""Lightning runs `validation_step`, `test_step`, `predict_step` and the evaluation epoch-end
hooks under `torch.inference_mode()` / `torch.no_grad()`: a rendered prediction turned into an
array there (`results["rgb"].cpu().numpy()`) needs no `.detach()` (session 50's last look:
kwea123/ngp_pl's validation_step had two false AGL013). The same conversion in
`training_step`, with grad on, still does."""
import textwrap

import pytest

from autograd_lint import lint_source

SOURCE = '''
import numpy as np
import torch
import torch.nn as nn
from pytorch_lightning import LightningModule


class Renderer(LightningModule):
    def __init__(self):
        super().__init__()
        self.field = nn.Linear(3, 4)

    def forward(self, rays):
        return {"rgb": torch.sigmoid(self.field(rays))}

    def training_step(self, batch, batch_idx):
        results = self(batch["rays"])
        return ((results["rgb"] - batch["rgb"]) ** 2).mean()

    def HOOK(self, batch, batch_idx):
        results = self(batch["rays"])
        image = (results["rgb"].cpu().numpy() * 255).astype(np.uint8)
        return image.mean()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-2)
'''


@pytest.mark.parametrize("hook", ["validation_step", "test_step", "predict_step"])
def test_an_array_made_in_an_evaluation_hook(hook):
    source = textwrap.dedent(SOURCE).replace("HOOK", hook)
    assert [f.code for f in lint_source(source, "system.py")] == []


def test_the_same_conversion_in_a_method_run_with_grad():
    source = textwrap.dedent(SOURCE).replace("HOOK", "log_images")
    assert [f.code for f in lint_source(source, "system.py")] == ["AGL013"]
