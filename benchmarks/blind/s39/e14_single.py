"""Ordinal regression of wine quality scores with a cumulative-link head.

The number of quality levels is only known once the data module has looked at the
training labels, so the ordinal head and its cut-points are built in ``setup``.
"""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

FEATURES = ("fixed_acidity", "volatile_acidity", "citric_acid", "residual_sugar",
            "chlorides", "free_so2", "total_so2", "density", "ph", "sulphates", "alcohol")


class WineData:
    def __init__(self, n=1600, seed=0):
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(n, len(FEATURES), generator=g)
        latent = (0.9 * x[:, 10] - 0.6 * x[:, 1] + 0.3 * x[:, 9] - 0.2 * x[:, 4]
                  + 0.4 * torch.randn(n, generator=g))
        quality = torch.bucketize(latent, torch.tensor([-1.8, -0.9, 0.0, 0.9, 1.8])) + 3
        self.x, self.quality = x, quality
        self.levels = None

    def setup(self):
        self.levels = sorted(set(self.quality.tolist()))
        self.y = self.quality - self.levels[0]
        cut = int(0.8 * len(self.x))
        self.train_idx, self.val_idx = torch.arange(cut), torch.arange(cut, len(self.x))

    def train_batches(self, bs=64):
        for j in self.train_idx[torch.randperm(len(self.train_idx))].split(bs):
            yield self.x[j], self.y[j]

    def val_batch(self):
        return self.x[self.val_idx], self.y[self.val_idx]


class LitBase(nn.Module):
    def setup(self, stage, datamodule):
        pass

    def configure_optimizers(self):
        raise NotImplementedError


class OrdinalWineModel(LitBase):
    def __init__(self, n_features, hidden=32, lr=5e-3):
        super().__init__()
        self.lr = lr
        self.encoders = nn.ModuleDict({
            "chemistry": nn.Sequential(nn.Linear(n_features, hidden), nn.SiLU()),
            "trunk": nn.Sequential(nn.Linear(hidden, hidden), nn.SiLU()),
        })
        self.head = nn.Identity()
        self.cutpoints = None

    def setup(self, stage, datamodule):
        k = len(datamodule.levels)
        hidden = self.encoders["trunk"][0].out_features
        self.head = nn.Linear(hidden, 1)
        self.cutpoints = nn.Parameter(torch.linspace(-2.0, 2.0, k - 1))

    def score(self, x):
        return self.head(self.encoders["trunk"](self.encoders["chemistry"](x))).squeeze(-1)

    def level_probs(self, x):
        cuts = torch.cumsum(torch.cat([self.cutpoints[:1],
                                       F.softplus(self.cutpoints[1:])]), 0)
        cdf = torch.sigmoid(cuts[None] - self.score(x)[:, None])
        cdf = torch.cat([torch.zeros_like(cdf[:, :1]), cdf, torch.ones_like(cdf[:, :1])], 1)
        return (cdf[:, 1:] - cdf[:, :-1]).clamp(min=1e-6)

    def training_step(self, batch):
        x, y = batch
        return F.nll_loss(self.level_probs(x).log(), y)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)


class Runner:
    def __init__(self, epochs):
        self.epochs = epochs

    def fit(self, module, dm):
        dm.setup()
        module.setup("fit", dm)
        opt = module.configure_optimizers()
        for epoch in range(self.epochs):
            module.train()
            for batch in dm.train_batches():
                opt.zero_grad()
                module.training_step(batch).backward()
                opt.step()
            mae, exact = self.evaluate(module, dm)
            print(f"epoch {epoch}: val MAE {mae:.3f} levels, exact {exact:.3f}")

    @torch.no_grad()
    def evaluate(self, module, dm):
        module.eval()
        x, y = dm.val_batch()
        pred = module.level_probs(x).argmax(1).detach().cpu().numpy()
        truth = y.numpy()
        return float(np.abs(pred - truth).mean()), float((pred == truth).mean())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    dm = WineData()
    model = OrdinalWineModel(len(FEATURES))
    Runner(epochs=6).fit(model, dm)
    print("quality levels:", dm.levels)
    print("learned cut-points:", [round(float(c), 2) for c in model.cutpoints.detach().numpy()])


if __name__ == "__main__":
    main()
