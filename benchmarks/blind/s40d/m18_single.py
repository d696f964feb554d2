"""Adversarial autoencoder (Makhzani et al. 2016) for flue-gas analyser drift/fault screening.

Normal readings of a boiler's stack analyser (O2, CO, NOx, SO2, flue temperature, draft) are
encoded to a 2-D code that is pushed toward a Gaussian prior. Reconstruction error plus the
code's prior log-density give an anomaly score.
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F

CHANNELS = ["o2_pct", "co_ppm", "nox_ppm", "so2_ppm", "t_flue_c", "draft_pa"]


def analyser_log(n, fault_frac=0.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    load = 0.3 + 0.7 * torch.rand(n, generator=g)
    excess_air = 0.15 + 0.25 * (1 - load) + 0.03 * torch.randn(n, generator=g)
    o2 = 20.9 * excess_air / (1 + excess_air)
    co = 40 * torch.exp(-8 * (excess_air - 0.1)) + 5 * torch.randn(n, generator=g)
    nox = 60 + 90 * load * excess_air + 4 * torch.randn(n, generator=g)
    so2 = 120 * load + 6 * torch.randn(n, generator=g)
    t_flue = 140 + 80 * load + 3 * torch.randn(n, generator=g)
    draft = -20 - 15 * load + torch.randn(n, generator=g)
    x = torch.stack([o2, co, nox, so2, t_flue, draft], 1)
    is_fault = torch.rand(n, generator=g) < fault_frac
    # faults: O2 cell drift (reads high) with unchanged CO, or a leaking probe diluting everything
    drift = is_fault & (torch.rand(n, generator=g) < 0.5)
    leak = is_fault & ~drift
    x[drift, 0] += 2.5
    x[leak] = x[leak] * torch.tensor([1.25, 0.7, 0.7, 0.7, 0.93, 1.0])
    return x, is_fault


def mlp(sizes, last_act=None):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(a, b))
        if i < len(sizes) - 2:
            layers.append(nn.LeakyReLU(0.2))
    if last_act is not None:
        layers.append(last_act)
    return nn.Sequential(*layers)


def posterior_codes(encoder, x):
    """Codes handed to the critic as 'fake' samples; the critic must not train the encoder."""
    return encoder(x).detach()


class AAE:
    def __init__(self, opt):
        self.opt = opt
        self.encoder = mlp([len(CHANNELS), 64, 64, opt.z_dim])
        self.decoder = mlp([opt.z_dim, 64, 64, len(CHANNELS)])
        self.critic = mlp([opt.z_dim, 64, 64, 1])
        self.optims = {
            "recon": torch.optim.Adam(list(self.encoder.parameters()) + list(self.decoder.parameters()),
                                      lr=opt.lr),
            "critic": torch.optim.Adam(self.critic.parameters(), lr=opt.lr * 0.5, betas=(0.5, 0.9)),
            "gen": torch.optim.Adam(self.encoder.parameters(), lr=opt.lr * 0.5, betas=(0.5, 0.9)),
        }

    def step(self, x):
        o = self.optims
        # 1) reconstruction phase
        o["recon"].zero_grad()
        recon = F.mse_loss(self.decoder(self.encoder(x)), x)
        recon.backward()
        o["recon"].step()

        # 2) regularisation phase, critic: prior samples vs. encoder codes
        z_real = torch.randn(x.size(0), self.opt.z_dim)
        z_fake = posterior_codes(self.encoder, x)
        ones, zeros = torch.ones(x.size(0), 1), torch.zeros(x.size(0), 1)
        d_loss = (F.binary_cross_entropy_with_logits(self.critic(z_real), ones)
                  + F.binary_cross_entropy_with_logits(self.critic(z_fake), zeros))
        o["critic"].zero_grad()
        d_loss.backward()
        o["critic"].step()

        # 3) regularisation phase, generator: the encoder tries to fool the updated critic
        o["gen"].zero_grad()
        g_loss = F.binary_cross_entropy_with_logits(self.critic(self.encoder(x)), ones)
        g_loss.backward()
        o["gen"].step()
        return recon.item(), d_loss.item(), g_loss.item()

    @torch.no_grad()
    def anomaly_score(self, x):
        z = self.encoder(x)
        err = ((self.decoder(z) - x) ** 2).mean(1)
        return err + 0.05 * (z ** 2).sum(1)


def roc_auc(score, label):
    order = score.argsort()
    ranks = torch.empty_like(score)
    ranks[order] = torch.arange(1, len(score) + 1, dtype=score.dtype)
    pos = label.bool()
    n_pos, n_neg = pos.sum().item(), (~pos).sum().item()
    return (ranks[pos].sum().item() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--z-dim", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    opt = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x_tr, _ = analyser_log(2560, seed=0)
    x_te, y_te = analyser_log(1000, fault_frac=0.1, seed=1)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_te = (x_tr - mu) / sd, (x_te - mu) / sd

    aae = AAE(opt)
    print(f"test AUC before training {roc_auc(aae.anomaly_score(x_te), y_te):.3f}")
    for epoch in range(opt.epochs):
        perm = torch.randperm(len(x_tr))
        logs = [aae.step(x_tr[perm[i:i + opt.batch_size]])
                for i in range(0, len(x_tr), opt.batch_size)]
        if epoch % 5 == 4:
            r, d, g = (sum(v) / len(logs) for v in zip(*logs))
            with torch.no_grad():
                z = aae.encoder(x_tr)
            print(f"epoch {epoch:2d}  recon {r:.4f}  critic {d:.3f}  gen {g:.3f}  "
                  f"code mean {z.mean():+.2f} std {z.std():.2f}")
    print(f"test AUC (faults vs normal) {roc_auc(aae.anomaly_score(x_te), y_te):.3f}")


if __name__ == "__main__":
    main()
