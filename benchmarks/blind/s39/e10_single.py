"""Denoising autoencoder for single-cell gene expression (tied encoder/decoder weights).

Counts are simulated from a few latent cell programmes; the model learns to reconstruct
log-normalised expression from a copy with random dropout of genes.
"""
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn


class ExpressionModule(nn.Module):
    """Base class: the runner calls setup/configure_optimizers/*_step by name."""

    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)

    def setup(self, stage):
        pass

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


class TiedDAE(ExpressionModule):
    def __init__(self, n_genes, latent=16, **hparams):
        super().__init__(latent=latent, **hparams)
        self.encoder = nn.Linear(n_genes, latent)
        self.decoder = nn.Linear(latent, n_genes)

    def setup(self, stage):
        super().setup(stage)
        if self.hparams.tie_weights:
            # share one gene-loading matrix between encoding and decoding
            self.decoder.weight = self.encoder.weight.t()

    def forward(self, x):
        return self.decoder(torch.relu(self.encoder(x)))

    def corrupt(self, x):
        keep = (torch.rand_like(x) > self.hparams.dropout_rate).float()
        return x * keep

    def training_step(self, batch):
        return F.mse_loss(self(self.corrupt(batch)), batch)

    def validation_step(self, batch):
        return F.mse_loss(self(self.corrupt(batch)), batch).item()


class Runner:
    def __init__(self, epochs, batch_size):
        self.epochs, self.batch_size = epochs, batch_size

    def _hook(self, module, name, *args):
        fn = getattr(module, name, None)
        return fn(*args) if fn is not None else None

    def fit(self, module, train, val):
        self._hook(module, "setup", "fit")
        opt = self._hook(module, "configure_optimizers")
        for epoch in range(self.epochs):
            module.train()
            for s in torch.randperm(len(train)).split(self.batch_size):
                opt.zero_grad()
                loss = self._hook(module, "training_step", train[s])
                loss.backward()
                opt.step()
            module.eval()
            with torch.no_grad():
                val_mse = self._hook(module, "validation_step", val)
            print(f"epoch {epoch}: val reconstruction mse {val_mse:.4f}")


def simulate_cells(n_cells, n_genes=200, n_programs=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    loadings = torch.rand(n_programs, n_genes, generator=torch.Generator().manual_seed(99)) ** 4
    activity = torch.distributions.Dirichlet(torch.full((n_programs,), 0.3)).sample((n_cells,))
    rate = 50 * activity @ loadings + 0.05
    depth = torch.exp(0.3 * torch.randn(n_cells, 1, generator=g))
    counts = torch.poisson(rate * depth, generator=g)
    lib = counts.sum(1, keepdim=True).clamp(min=1)
    return torch.log1p(counts / lib * 1e3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = simulate_cells(1200, seed=0), simulate_cells(300, seed=1)
    dae = TiedDAE(n_genes=train.size(1), latent=16, lr=3e-3, dropout_rate=0.2,
                  tie_weights=True)
    Runner(epochs=5, batch_size=64).fit(dae, train, val)


if __name__ == "__main__":
    main()
