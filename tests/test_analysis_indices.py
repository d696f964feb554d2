"""A loop over `enumerate(...)` of a known list runs once per item with its index known, so a
step that tests the index (`if optimizer_idx == 0:`, Lightning's multi-optimizer style) takes
its branch for each optimizer."""
from autograd_lint import lint_source

SOURCE = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Stager(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 8)
        self.head = nn.Linear(8, 3)
        self.context = nn.Linear(8, 3)

    def configure_optimizers(self):
        enc = torch.optim.Adam(list(self.encoder.parameters()) + list(self.head.parameters()))
        ctx = torch.optim.SGD(self.context.parameters(), lr=0.1)
        return [{"optimizer": enc}, {"optimizer": ctx}]

    def training_step(self, batch, optimizer_idx):
        x, y = batch
        if optimizer_idx == 0:
            return F.cross_entropy(self.head(self.encoder(x)), y)
        features = self.encoder(x)DETACH
        return F.cross_entropy(self.context(features), y)


module = Stager()
configs = module.configure_optimizers()
for step in range(10):
    batch = (torch.randn(8, 4), torch.randint(0, 3, (8,)))
    for optimizer_idx, config in enumerate(configs):
        loss = module.training_step(batch, optimizer_idx)
        loss.backward()
        config["optimizer"].step()
        config["optimizer"].zero_grad()
'''


def codes(detach: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(SOURCE.replace("DETACH", detach), "train.py")]


def test_the_encoders_features_in_the_context_models_update():
    line = SOURCE.splitlines().index("        return F.cross_entropy(self.context(features), y)") + 1
    assert codes("") == [(line, "AGL001")]


def test_the_encoders_features_detached_for_the_context_model():
    assert codes(".detach()") == []
