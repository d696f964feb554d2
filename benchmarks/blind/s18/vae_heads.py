"""Gaussian VAE on synthetic 2-cluster data; encoder heads looked up by name."""
import torch
import torch.nn as nn
import torch.nn.functional as F

CONFIG = {
    "model": "mlp_vae",
    "model_args": {"in_dim": 12, "hidden": 48, "latent": 2},
    "optim": "Adam",
    "optim_args": {"lr": 2e-3},
    "epochs": 15,
    "batch_size": 64,
    "beta": 1.0,
}


class GaussianEncoder(nn.Module):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.heads = {"mu": nn.Linear(hidden, latent), "logvar": nn.Linear(hidden, latent)}

    def forward(self, x):
        h = self.trunk(x)
        return self.heads["mu"](h), self.heads["logvar"](h)


class Decoder(nn.Module):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(latent, hidden), nn.SiLU(), nn.Linear(hidden, in_dim))

    def forward(self, z):
        return self.net(z)


class VAE(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.encoder = GaussianEncoder(**kw)
        self.decoder = Decoder(**kw)

    def forward(self, x):
        mu, logvar = self.encoder(x)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.decoder(z), mu, logvar


MODELS = {"mlp_vae": lambda **kw: VAE(**kw)}


def build_model(cfg):
    return MODELS[cfg["model"]](**cfg["model_args"])


def elbo_terms(x, recon, mu, logvar):
    rec = F.mse_loss(recon, x, reduction="sum") / x.size(0)
    kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / x.size(0)
    return rec, kl


class VAETrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.opt = getattr(torch.optim, cfg["optim"])(model.parameters(), **cfg["optim_args"])

    def epoch(self, data):
        self.model.train()
        perm = torch.randperm(len(data))
        rec_sum = kl_sum = 0.0
        for i in range(0, len(data), self.cfg["batch_size"]):
            x = data[perm[i:i + self.cfg["batch_size"]]]
            recon, mu, logvar = self.model(x)
            rec, kl = elbo_terms(x, recon, mu, logvar)
            loss = rec + self.cfg["beta"] * kl
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            rec_sum += rec.item() * len(x)
            kl_sum += kl.item() * len(x)
        return rec_sum / len(data), kl_sum / len(data)


def make_data(n=512, dim=12, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(2, dim, generator=g) * 2
    return centers[torch.randint(0, 2, (n,), generator=g)] + 0.3 * torch.randn(n, dim, generator=g)


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = make_data(dim=cfg["model_args"]["in_dim"])
    trainer = VAETrainer(build_model(cfg), cfg)
    for ep in range(cfg["epochs"]):
        rec, kl = trainer.epoch(data)
        if ep % 5 == 4:
            print(f"epoch {ep}: rec={rec:.3f} kl={kl:.3f}")
    print("trainable tensors:", len(list(trainer.model.parameters())))


if __name__ == "__main__":
    main()
