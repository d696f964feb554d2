"""Alpaca fleece: mean fibre diameter (micron) from a 24-band NIR scan of a mid-side sample.
Stage 1 pre-trains the spectral encoder on many scans labelled only with age and colour grade
(from the herd book); stage 2 fits a micron head on the few scans with a laser-scan reference,
keeping the encoder fixed.

    python mg15_single.py
"""
import torch
import torch.nn.functional as F
from torch import nn

BANDS = 24


class Registry:
    def __init__(self, name):
        self.name, self._classes = name, {}

    def register(self, name):
        def deco(cls):
            self._classes[name] = cls
            return cls
        return deco

    def get(self, name):
        return self._classes[name]


MODELS = Registry("models")
HOOKS = Registry("hooks")


def build_from_cfg(cfg, registry, **default_args):
    args = {**default_args, **cfg}
    return registry.get(args.pop("type"))(**args)


def fleece_scans(n, seed):
    g = torch.Generator().manual_seed(seed)
    age = 1 + 11 * torch.rand(n, generator=g)                         # years
    colour = torch.randint(0, 4, (n,), generator=g)                   # white, fawn, brown, black
    micron = 17 + 0.9 * age + 1.5 * torch.randn(n, generator=g)
    wl = torch.linspace(0, 1, BANDS)
    melanin = torch.tensor([0.0, 0.3, 0.6, 0.9])[colour].unsqueeze(1)
    scatter = (micron.unsqueeze(1) - 25) / 6
    spec = (0.8 - melanin * (1 - wl) + 0.15 * scatter * torch.sin(3 * wl)
            - 0.1 * torch.exp(-((wl - 0.7) ** 2) / 0.005) * (1 + 0.03 * age.unsqueeze(1)))
    spec = spec + 0.02 * torch.randn(n, BANDS, generator=g)
    return spec, age, colour, micron


@MODELS.register("spectral_encoder")
class SpectralEncoder(nn.Module):
    def __init__(self, bands=BANDS, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(bands, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())

    def forward(self, x):
        return self.net(x)


@MODELS.register("herdbook_pretext")
class HerdBookPretext(nn.Module):
    def __init__(self, encoder, width=32):
        super().__init__()
        self.encoder = encoder
        self.age = nn.Linear(width, 1)
        self.colour = nn.Linear(width, 4)

    def forward(self, x):
        h = self.encoder(x)
        return self.age(h).squeeze(1), self.colour(h)


@MODELS.register("micron_regressor")
class MicronRegressor(nn.Module):
    def __init__(self, encoder, width=32, freeze_encoder=True):
        super().__init__()
        self.encoder = encoder
        self.freeze_encoder = freeze_encoder
        self.head = nn.Sequential(nn.Linear(width, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x):
        feats = self.encoder(x)
        if self.freeze_encoder:
            feats.requires_grad = False
        return 22.0 + 4.0 * self.head(feats).squeeze(1)


class Hook:
    def after_iter(self, runner): pass
    def after_epoch(self, runner): pass


@HOOKS.register("step")
class StepHook(Hook):
    def after_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("log")
class LogHook(Hook):
    def __init__(self, every=5):
        self.every = every

    def after_epoch(self, runner):
        if (runner.epoch + 1) % self.every == 0:
            print(f"  [{runner.name}] epoch {runner.epoch + 1:2d}  last loss {runner.outputs['loss'].item():.3f}")


class Runner:
    name = "base"

    def __init__(self, model, lr, hooks, epochs, batch_size=32):
        self.model = model
        trainable = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.Adam(trainable, lr=lr)
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.epochs, self.batch_size = epochs, batch_size

    def call_hook(self, fn):
        for h in self.hooks:
            getattr(h, fn)(self)

    def fit(self, tensors):
        n = len(tensors[0])
        for self.epoch in range(self.epochs):
            self.model.train()
            for idx in torch.randperm(n).split(self.batch_size):
                self.outputs = self.train_step(*(t[idx] for t in tensors))
                self.call_hook("after_iter")
            self.call_hook("after_epoch")


class PretextRunner(Runner):
    name = "pretext"

    def train_step(self, x, age, colour):
        age_hat, colour_logits = self.model(x)
        return {"loss": F.mse_loss(age_hat, (age - 6.5) / 3.2) + F.cross_entropy(colour_logits, colour)}


class MicronRunner(Runner):
    name = "micron"

    def train_step(self, x, micron):
        return {"loss": F.mse_loss(self.model(x), micron)}

    @torch.no_grad()
    def mae(self, x, micron):
        self.model.eval()
        return (self.model(x) - micron).abs().mean().item()


cfg = dict(
    encoder=dict(type="spectral_encoder", width=32),
    pretext=dict(type="herdbook_pretext", width=32),
    regressor=dict(type="micron_regressor", width=32, freeze_encoder=True),
    hooks=[dict(type="step"), dict(type="log", every=5)],
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    spec, age, colour, _ = fleece_scans(4000, seed=1)
    encoder = build_from_cfg(cfg["encoder"], MODELS)
    pretext = build_from_cfg(cfg["pretext"], MODELS, encoder=encoder)
    PretextRunner(pretext, lr=2e-3, hooks=cfg["hooks"], epochs=10).fit((spec, age, colour))

    spec, _, _, micron = fleece_scans(300, seed=2)
    regressor = build_from_cfg(cfg["regressor"], MODELS, encoder=encoder)
    runner = MicronRunner(regressor, lr=5e-3, hooks=cfg["hooks"], epochs=30, batch_size=16)
    runner.fit((spec[:200], micron[:200]))
    print(f"held-out MAE {runner.mae(spec[200:], micron[200:]):.2f} micron "
          f"(std of the reference {micron[200:].std():.2f} micron)")


if __name__ == "__main__":
    main()
