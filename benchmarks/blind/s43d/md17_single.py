"""Bottlenose-dolphin signature-whistle identification with VAAL-style active learning.

Hydrophone whistle contours are summarised as 20 frequency samples (kHz). A VAE and a
"labelled vs unlabelled" discriminator are trained adversarially on the latent means;
the contours that look least like the labelled set go to the analyst next.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

N_DOLPHINS, N_POINTS, Z = 6, 20, 6
CFG = dict(rounds=4, budget=20, iters=120, batch=40, beta=0.5, adv=0.5, lr=1e-3)


def record_whistles(n, gen):
    t = torch.linspace(0, 1, N_POINTS)
    ids = torch.randint(0, N_DOLPHINS, (n,), generator=gen)
    base = 8 + 1.5 * ids.float().unsqueeze(1)
    shape = torch.stack([torch.sin((k + 1) * math.pi * t) for k in range(N_DOLPHINS)])
    loops = 2.5 * shape[ids]
    stretch = 0.85 + 0.3 * torch.rand(n, 1, generator=gen)
    contour = base + loops * stretch + 0.6 * torch.randn(n, N_POINTS, generator=gen)
    return (contour - 12) / 4, ids


class ContourVAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(N_POINTS, 48), nn.ReLU(), nn.Linear(48, 2 * Z))
        self.dec = nn.Sequential(nn.Linear(Z, 48), nn.ReLU(), nn.Linear(48, N_POINTS))

    def encode(self, x):
        mu, logvar = self.enc(x).chunk(2, dim=1)
        return mu, logvar

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = mu + (0.5 * logvar).exp() * torch.randn_like(mu)
        return self.dec(z), mu, logvar


class Critic(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(Z, 32), nn.ReLU(), nn.Linear(32, 1))

    def forward(self, z):
        return self.net(z).squeeze(1)


@torch.no_grad()
def latent_means(vae, x):
    return vae.encode(x)[0]


def critic_turn(critic, opt_c, vae, xl, xu):
    zl, zu = latent_means(vae, xl), latent_means(vae, xu)
    loss = (F.binary_cross_entropy_with_logits(critic(zl), torch.ones(len(zl)))
            + F.binary_cross_entropy_with_logits(critic(zu), torch.zeros(len(zu))))
    opt_c.zero_grad()
    loss.backward()
    opt_c.step()
    return loss.item()


def vae_turn(vae, opt_v, critic, xl, xu, cfg):
    total = 0.0
    for x in (xl, xu):
        recon, mu, logvar = vae(x)
        kld = -0.5 * torch.mean(1 + logvar - mu.pow(2) - logvar.exp())
        fool = F.binary_cross_entropy_with_logits(critic(mu), torch.ones(len(x)))
        total = total + F.mse_loss(recon, x) + cfg["beta"] * kld + cfg["adv"] * fool
    opt_v.zero_grad()
    total.backward()
    opt_v.step()
    return total.item()


def fit_classifier(x, y, epochs=60):
    clf = nn.Sequential(nn.Linear(N_POINTS, 32), nn.ReLU(), nn.Linear(32, N_DOLPHINS))
    opt = torch.optim.Adam(clf.parameters(), lr=5e-3)
    for _ in range(epochs):
        opt.zero_grad()
        F.cross_entropy(clf(x), y).backward()
        opt.step()
    return clf


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    pool_x, pool_y = record_whistles(900, gen)
    test_x, test_y = record_whistles(300, gen)
    lab = torch.zeros(len(pool_y), dtype=torch.bool)
    lab[torch.randperm(len(pool_y), generator=gen)[:12]] = True

    vae, critic = ContourVAE(), Critic()
    opt_v = torch.optim.Adam(vae.parameters(), lr=cfg["lr"])
    opt_c = torch.optim.Adam(critic.parameters(), lr=cfg["lr"])
    for rnd in range(cfg["rounds"]):
        clf = fit_classifier(pool_x[lab], pool_y[lab])
        with torch.no_grad():
            acc = (clf(test_x).argmax(1) == test_y).float().mean().item()
        li, ui = lab.nonzero().squeeze(1), (~lab).nonzero().squeeze(1)
        for _ in range(cfg["iters"]):
            xl = pool_x[li[torch.randint(0, len(li), (cfg["batch"],), generator=gen)]]
            xu = pool_x[ui[torch.randint(0, len(ui), (cfg["batch"],), generator=gen)]]
            c_loss = critic_turn(critic, opt_c, vae, xl, xu)
            v_loss = vae_turn(vae, opt_v, critic, xl, xu, cfg)
        print(f"round {rnd}: labelled {int(lab.sum()):3d} test acc {acc:.3f} "
              f"critic {c_loss:.3f} vae {v_loss:.3f}")
        with torch.no_grad():
            p_lab = torch.sigmoid(critic(latent_means(vae, pool_x[ui])))
        lab[ui[p_lab.topk(cfg["budget"], largest=False).indices]] = True


if __name__ == "__main__":
    main()
