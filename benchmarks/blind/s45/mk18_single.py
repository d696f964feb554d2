"""Matcha lot grading (ceremonial / premium / culinary / ingredient) from lab measurements."""
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn

GRADES = ("ceremonial", "premium", "culinary", "ingredient")
FLUSHES = ("first", "second", "autumn")


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.logs = {}

    def log(self, key, value):
        self.logs.setdefault(key, []).append(float(value))

    def on_train_epoch_start(self):
        pass

    def on_train_batch_end(self, outputs, batch, batch_idx):
        pass

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        optimizer = module.configure_optimizers()
        for self.current_epoch in range(self.max_epochs):
            module.train()
            module.on_train_epoch_start()
            for batch_idx, batch in enumerate(train_loader()):
                outputs = module.training_step(batch, batch_idx)
                optimizer.zero_grad()
                outputs["loss"].backward()
                optimizer.step()
                module.on_train_batch_end(outputs, batch, batch_idx)
            module.eval()
            with torch.no_grad():
                for batch_idx, batch in enumerate(val_loader()):
                    module.validation_step(batch, batch_idx)
            module.on_train_epoch_end()


def lab_lots(n, seed):
    g = torch.Generator().manual_seed(seed)
    flush = torch.multinomial(torch.tensor([0.45, 0.4, 0.15]), n, replacement=True, generator=g)
    shade_days = 14 + 21 * torch.rand(n, generator=g)
    lightness = 50 - 0.2 * shade_days + 3 * flush + 2 * torch.randn(n, generator=g)
    a_star = -18 + 0.15 * shade_days * -1 + 2.5 * flush + 1.5 * torch.randn(n, generator=g)
    b_star = 25 + 4 * flush + 2 * torch.randn(n, generator=g)
    d50 = 6 + 12 * torch.rand(n, generator=g)
    theanine = 8 + 0.45 * shade_days - 4 * flush + 2 * torch.randn(n, generator=g)
    catechin = 90 + 25 * flush - 0.8 * shade_days + 8 * torch.randn(n, generator=g)
    score = (0.25 * theanine - 0.04 * catechin - 0.35 * a_star - 0.12 * d50 - 0.8 * flush
             + 0.6 * torch.randn(n, generator=g))
    cuts = torch.tensor([3.3, 6.6, 8.8])
    grade = 3 - torch.bucketize(score, cuts)
    x = torch.stack([lightness, a_star, b_star, d50, theanine, catechin, shade_days], 1)
    return x, flush, grade


class MatchaGrader(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        hp = self.hparams
        self.register_buffer("mu", hp.x_mean)
        self.register_buffer("sd", hp.x_std)
        self.flush_embed = nn.Embedding(len(FLUSHES), 4)
        self.spectral = nn.Sequential(nn.Linear(3, 16), nn.GELU())          # colour block
        self.chem = nn.Sequential(nn.Linear(4 + 4, 32), nn.GELU())          # chemistry + flush
        self.classifier = nn.Linear(16 + 32, len(GRADES))
        self.classifier.bias = nn.Parameter(torch.log(hp.class_prior))
        self.temperature = nn.Parameter(torch.ones(1) * hp.init_temperature)

    def forward(self, x, flush):
        z = (x - self.mu) / self.sd
        colour = self.spectral(z[:, :3])
        chem = self.chem(torch.cat([z[:, 3:], self.flush_embed(flush)], dim=1))
        return self.classifier(torch.cat([colour, chem], dim=1)) / self.temperature

    def on_train_epoch_start(self):
        frozen = self.trainer.current_epoch < self.hparams.freeze_colour_epochs
        self.spectral.requires_grad_(not frozen)

    def training_step(self, batch, batch_idx):
        x, flush, grade = batch
        logits = self(x, flush)
        loss = F.cross_entropy(logits, grade, label_smoothing=0.05)
        self.log("train_loss", loss.detach())
        return {"loss": loss}

    @torch.no_grad()
    def on_train_batch_end(self, outputs, batch, batch_idx):
        self.temperature.clamp_(0.5, 3.0)
        self.flush_embed.weight.renorm_(p=2, dim=0, maxnorm=self.hparams.max_embed_norm)

    def validation_step(self, batch, batch_idx):
        x, flush, grade = batch
        pred = self(x, flush).argmax(1)
        self.log("val_acc", (pred == grade).float().mean())
        self.log("val_within_one", ((pred - grade).abs() <= 1).float().mean())

    def on_train_epoch_end(self):
        e = self.trainer.current_epoch
        if e % 3 == 2:
            print(f"epoch {e:2d}  train loss {sum(self.logs['train_loss'][-30:]) / 30:.3f}  "
                  f"val acc {self.logs['val_acc'][-1]:.3f}  within one grade {self.logs['val_within_one'][-1]:.3f}  "
                  f"T {self.temperature.item():.2f}  colour block trainable "
                  f"{self.spectral[0].weight.requires_grad}")

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams.lr, weight_decay=1e-3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, flush, grade = lab_lots(3000, seed=21)
    xv, fv, gv = lab_lots(800, seed=22)
    prior = torch.bincount(grade, minlength=len(GRADES)).float() / len(grade)
    print("grade mix:", ", ".join(f"{g} {p:.2f}" for g, p in zip(GRADES, prior.tolist())))

    def train_loader(bs=64):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), bs):
            j = perm[i:i + bs]
            yield x[j], flush[j], grade[j]

    def val_loader():
        yield xv, fv, gv

    module = MatchaGrader(x_mean=x.mean(0), x_std=x.std(0), class_prior=prior, init_temperature=1.5,
                          lr=3e-3, freeze_colour_epochs=3, max_embed_norm=2.0)
    Trainer(max_epochs=15).fit(module, train_loader, val_loader)
    leaves = all(p.is_leaf for p in module.parameters())
    print(f"all parameters leaves: {leaves}; temperature {module.temperature.item():.3f}; "
          f"flush embedding norms {[round(v, 2) for v in module.flush_embed.weight.norm(dim=1).tolist()]}")


if __name__ == "__main__":
    main()
