"""Brewhouse wort prediction: original gravity, bitterness and colour from the brew sheet.

A shared encoder feeds three regression heads. The task losses are weighted with learned
log-variances; the gradient reaching the log-variances is damped by a tensor hook so that
the weights move slower than the network, and they are clipped after every update.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

MALTS = ("pilsner", "munich", "crystal", "chocolate")
MALT_EBC = torch.tensor([3.5, 15.0, 120.0, 900.0])
MALT_EXTRACT = torch.tensor([0.81, 0.80, 0.74, 0.70])


def brew_sheets(n, gen):
    grist = torch.distributions.Dirichlet(torch.tensor([6.0, 2.0, 0.8, 0.2])).sample((n,))
    kg_per_hl = 16 + 8 * torch.rand(n, generator=gen)
    mash_c = 62 + 10 * torch.rand(n, generator=gen)
    mash_min = 40 + 50 * torch.rand(n, generator=gen)
    alpha = 3 + 12 * torch.rand(n, generator=gen)                       # % alpha acid
    hop_g_hl = 50 + 250 * torch.rand(n, generator=gen)
    boil_min = 45 + 45 * torch.rand(n, generator=gen)
    vigour = torch.rand(n, generator=gen)

    efficiency = 0.72 + 0.1 * torch.exp(-((mash_c - 66) / 3) ** 2) + 0.0008 * mash_min
    plato = kg_per_hl * (grist @ MALT_EXTRACT) * efficiency * (1 + 0.06 * vigour) / 1.08
    utilisation = 0.3 * (1 - torch.exp(-0.04 * boil_min)) * (1.0 - 0.012 * (plato - 12))
    ibu = alpha / 100 * hop_g_hl * utilisation * 10 * (1 + 0.05 * torch.randn(n, generator=gen))
    ebc = 2.9 * (kg_per_hl * (grist @ MALT_EBC) / 10) ** 0.69 * (1 + 0.1 * vigour)
    x = torch.cat([grist, torch.stack([kg_per_hl / 24, (mash_c - 67) / 3, mash_min / 90,
                                       alpha / 15, hop_g_hl / 300, boil_min / 90, vigour], 1)], 1)
    y = torch.stack([plato + 0.2 * torch.randn(n, generator=gen), ibu, torch.log(ebc)], 1)
    return x, y


class WortNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.heads = nn.ModuleList([nn.Linear(width, 1) for _ in range(3)])

    def forward(self, x):
        h = self.encoder(x)
        return torch.cat([head(h) for head in self.heads], 1)


class TaskUncertainty(nn.Module):
    def __init__(self, n_tasks, init_sigma2=0.25, grad_scale=0.3, limit=4.0):
        super().__init__()
        self.log_var = nn.Parameter(torch.full((n_tasks,), init_sigma2).log())
        self.limit = limit
        self.log_var.register_hook(lambda g: g * grad_scale)

    def forward(self, per_task):
        # one term per task; the caller reduces (it also logs them separately)
        return 0.5 * torch.exp(-self.log_var) * per_task + 0.5 * self.log_var

    @torch.no_grad()
    def clip_(self):
        self.log_var.clamp_(-self.limit, self.limit)


def train_step(net, weigher, opt, x, y_std):
    pred = net(x)
    per_task = F.mse_loss(pred, y_std, reduction="none").mean(0)
    terms = weigher(per_task)
    opt.zero_grad(set_to_none=True)
    terms.backward(gradient=torch.ones_like(terms))
    opt.step()
    weigher.clip_()
    return per_task.detach()


@torch.inference_mode()
def evaluate(net, x, y, mu, sd):
    pred = net(x) * sd + mu
    return (pred - y).abs().mean(0)


def main(epochs=12, batch=96):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(21)
    xtr, ytr = brew_sheets(2400, gen)
    xva, yva = brew_sheets(500, gen)
    mu, sd = ytr.mean(0), ytr.std(0)

    net = WortNet(xtr.shape[1])
    weigher = TaskUncertainty(3)
    opt = torch.optim.Adam([{"params": net.parameters(), "lr": 2e-3},
                            {"params": weigher.parameters(), "lr": 1e-2}])
    history = []
    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(xtr), generator=gen)
        epoch_terms = torch.zeros(3)
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            epoch_terms += train_step(net, weigher, opt, xtr[idx], (ytr[idx] - mu) / sd)
        net.eval()
        mae = evaluate(net, xva, yva, mu, sd)
        history.append(weigher.log_var.detach().numpy().copy())
        n_batches = (len(order) + batch - 1) // batch
        train_mse = np.round((epoch_terms / n_batches).numpy(), 3)
        print(f"epoch {epoch:2d}  train mse {train_mse}  OG MAE {mae[0]:.2f} P  IBU MAE {mae[1]:.1f}  "
              f"log-EBC MAE {mae[2]:.3f}  sigma^2 {np.round(np.exp(history[-1]), 3)}")
    drift = np.abs(np.diff(np.stack(history), axis=0)).max()
    print(f"largest epoch-to-epoch change of a log-variance: {drift:.3f}")


if __name__ == "__main__":
    main()
