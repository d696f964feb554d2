"""A network's method that calls a method of one of its parts (`vae.mutual_info(x)` calling
`self.encoder.mutual_info(x)`, which runs the encoder's layers): after `eval()` with grad on, the
finding is at the call that entered the outer network's method, the evaluation's own call, where
`no_grad()` goes; not at the network's call of its part."""
from autograd_lint import lint_source

SOURCE = '''
import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(8, 4)

    def forward(self, x):
        return self.net(x)

    def mutual_info(self, x):
        z = self.forward(x)
        return (z * z).mean()


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.decoder = nn.Linear(4, 8)

    def forward(self, x):
        return self.decoder(self.encoder(x))

    def mutual_info(self, x):
        return self.encoder.mutual_info(x)


def average_info(model, batches):
    total = 0.0
    for batch in batches:
        total += model.mutual_info(batch).item()
    return total / len(batches)


vae = VAE()
opt = torch.optim.Adam(vae.parameters())
for _ in range(3):
    x = torch.randn(4, 8)
    loss = (vae(x) - x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    vae.eval()
    print(average_info(vae, [torch.randn(4, 8)]))
    vae.train()
'''


def test_the_outer_networks_entry_is_named():
    findings = lint_source(SOURCE, "t.py")
    assert [(f.code, f.line) for f in findings] == [("AGL009", 35)]
    assert "'model.mutual_info()' runs 'self.encoder'" in findings[0].message
    assert (15, "the network runs here") in [(r.line, r.note) for r in findings[0].related]


def test_under_no_grad_nothing_is_reported():
    source = SOURCE.replace("    print(average_info(",
                            "    with torch.no_grad():\n        print(average_info(")
    assert lint_source(source, "t.py") == []
