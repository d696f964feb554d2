"""Egg-timer sand flow: a VQ-VAE with an EMA codebook over hourglass discharge curves.

Each curve is the sand mass collected in the lower bulb over 48 time steps. The
flow follows Beverloo's law (rate ~ (D - k d)^2.5) with occasional jams where a
grain arch blocks the neck for a few steps.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CFG = {
    "seed": 7,
    "data": {"batch": 64, "steps": 48},
    "model": {"target": "SandVQ", "params": {"hidden": 64, "code_dim": 8, "n_codes": 24,
                                               "n_latents": 6, "decay": 0.95}},
    "train": {"n_steps": 150, "lr": 3e-3, "beta": 0.25, "log_every": 50},
}
MODELS = {}


def register(cls):
    MODELS[cls.__name__] = cls
    return cls


def instantiate_from_config(cfg):
    return MODELS[cfg["target"]](**cfg.get("params", {}))


def hourglass_batches(batch, steps, gen):
    t = torch.linspace(0, 1, steps)
    while True:
        neck = 0.6 + 0.4 * torch.rand(batch, 1, generator=gen)
        grain = 0.05 + 0.1 * torch.rand(batch, 1, generator=gen)
        rate = (neck - 1.4 * grain).clamp(min=0.05) ** 2.5
        jam = (torch.rand(batch, steps, generator=gen) < 0.08).float()
        flow = rate * (1.0 - jam) * (t[None, :] > 0.02).float()
        mass = torch.cumsum(flow, dim=1) / steps
        yield (mass.clamp(max=0.4) + 0.005 * torch.randn(batch, steps, generator=gen))


class EMACodebook(nn.Module):
    def __init__(self, n_codes, dim, decay, eps=1e-5):
        super().__init__()
        self.decay, self.eps = decay, eps
        self.codebook = nn.Parameter(torch.randn(n_codes, dim) * 0.1)
        self.register_buffer("cluster_size", torch.zeros(n_codes))
        self.register_buffer("embed_avg", self.codebook.detach().clone())

    def _ema_update(self, flat, onehot):
        flat = flat.detach()
        self.cluster_size.mul_(self.decay).add_(onehot.sum(0), alpha=1 - self.decay)
        self.embed_avg.mul_(self.decay).add_(onehot.t() @ flat, alpha=1 - self.decay)
        n = self.cluster_size.sum()
        smoothed = (self.cluster_size + self.eps) / (n + onehot.shape[1] * self.eps) * n
        self.codebook.copy_(self.embed_avg / smoothed.unsqueeze(1))

    def forward(self, z):
        flat = z.reshape(-1, z.shape[-1])
        d = torch.cdist(flat, self.codebook)
        idx = d.argmin(1)
        onehot = F.one_hot(idx, self.codebook.shape[0]).type(flat.dtype)
        if self.training:
            self._ema_update(flat, onehot)
        q = self.codebook[idx].view_as(z)
        commit = F.mse_loss(z, q.detach())
        return z + (q - z).detach(), commit, idx.view(z.shape[:-1])


@register
class SandVQ(nn.Module):
    def __init__(self, hidden, code_dim, n_codes, n_latents, decay, steps=48):
        super().__init__()
        self.n_latents, self.code_dim = n_latents, code_dim
        self.enc = nn.Sequential(nn.Linear(steps, hidden), nn.SiLU(),
                                 nn.Linear(hidden, n_latents * code_dim))
        self.vq = EMACodebook(n_codes, code_dim, decay)
        self.dec = nn.Sequential(nn.Linear(n_latents * code_dim, hidden), nn.SiLU(),
                                 nn.Linear(hidden, steps))

    def forward(self, x):
        z = self.enc(x).view(x.shape[0], self.n_latents, self.code_dim)
        zq, commit, idx = self.vq(z)
        return self.dec(zq.flatten(1)), commit, idx


class Accelerator:
    def __init__(self):
        self.device = torch.device("cpu")

    def prepare(self, *objs):
        return [o.to(self.device) if isinstance(o, nn.Module) else o for o in objs]

    def backward(self, loss):
        loss.backward()


def main():
    torch.manual_seed(CFG["seed"])
    np.random.seed(CFG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CFG["seed"])
    tc = CFG["train"]

    model = instantiate_from_config(CFG["model"])
    opt = torch.optim.Adam([p for n, p in model.named_parameters() if "codebook" not in n], lr=tc["lr"])
    accelerator = Accelerator()
    model, opt = accelerator.prepare(model, opt)
    data_iter = hourglass_batches(CFG["data"]["batch"], CFG["data"]["steps"], gen)

    @torch.no_grad()
    def sample_discharge(n):
        model.eval()
        idx = torch.randint(0, model.vq.codebook.shape[0], (n, model.n_latents), generator=gen)
        curves = model.dec(model.vq.codebook[idx].flatten(1))
        model.train()
        return curves

    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        opt.zero_grad()
        recon, commit, idx = model(x)
        loss = F.mse_loss(recon, x) + tc["beta"] * commit
        accelerator.backward(loss)
        opt.step()
        step += 1
        if step % tc["log_every"] == 0:
            used = idx.unique().numel()
            print(f"step {step:4d}  loss {loss.item():.5f}  codes in use {used}")
    final_mass = sample_discharge(8)[:, -1]
    print("sampled final masses:", [round(v, 3) for v in final_mass.tolist()])


if __name__ == "__main__":
    main()
