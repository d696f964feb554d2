"""Bonsai collection watering assistant.

For each tree and day: tomorrow morning's substrate moisture (volumetric %) and the chance
that the tree drops leaves within a week. Both heads share one encoder; the two losses are
weighted by learned log-variances that are kept inside a safe range after every update.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

SPECIES = ["juniper", "ficus", "maple", "pine", "azalea", "elm"]
THIRST = torch.tensor([0.6, 1.0, 1.3, 0.5, 1.4, 1.1])


def greenhouse_days(n, gen):
    sp = torch.randint(0, len(SPECIES), (n,), generator=gen)
    pot_l = 0.3 + 2.5 * torch.rand(n, generator=gen)
    akadama = torch.rand(n, generator=gen)                       # share of akadama in mix
    moisture_now = 15 + 30 * torch.rand(n, generator=gen)
    temp = 14 + 16 * torch.rand(n, generator=gen)
    rh = 30 + 60 * torch.rand(n, generator=gen)
    sun = 8 * torch.rand(n, generator=gen)
    watered = (torch.rand(n, generator=gen) < 0.4).float()

    vpd = 0.61 * torch.exp(17.3 * temp / (temp + 237)) * (1 - rh / 100)
    uptake = THIRST[sp] * (1.2 * vpd + 0.35 * sun) / pot_l.sqrt()
    moisture_next = (moisture_now + watered * (12 + 10 * akadama) - uptake * (1.3 - 0.5 * akadama)
                     + 1.0 * torch.randn(n, generator=gen)).clamp(3, 60)
    stress = 2.2 * (moisture_next < 12).float() + 1.5 * (moisture_next > 48).float() + 0.05 * (temp - 22)
    drop = (torch.rand(n, generator=gen) < torch.sigmoid(2.5 * stress - 3.0)).float()
    cont = torch.stack([pot_l, akadama, moisture_now / 50, (temp - 22) / 5, (rh - 60) / 20,
                        sun / 8, watered], 1)
    return sp, cont, moisture_next, drop


class BonsaiNet(nn.Module):
    def __init__(self, n_cont, n_species, emb=4, hidden=48):
        super().__init__()
        self.species = nn.Embedding(n_species, emb)
        self.encoder = nn.Sequential(nn.Linear(n_cont + emb, hidden), nn.ReLU(),
                                     nn.Linear(hidden, hidden), nn.ReLU())
        self.moisture = nn.Linear(hidden, 1)
        self.drop = nn.Linear(hidden, 1)

    def forward(self, sp, cont):
        h = self.encoder(torch.cat([cont, self.species(sp)], 1))
        return self.moisture(h).squeeze(1), self.drop(h).squeeze(1)


class LearnedTaskWeights(nn.Module):
    def __init__(self, n_tasks, bound=3.0):
        super().__init__()
        self.log_var = nn.Parameter(torch.zeros(n_tasks))
        self.bound = bound

    def forward(self, *task_losses):
        total = 0.0
        for i, l in enumerate(task_losses):
            total = total + torch.exp(-self.log_var[i]) * l + self.log_var[i]
        return total

    def keep_in_range(self):
        self.log_var.clamp_(-self.bound, self.bound)


def run(epochs=15, batch=128, seed=0):
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed + 5)
    tr = greenhouse_days(3000, gen)
    va = greenhouse_days(600, gen)
    m_mu, m_sd = tr[2].mean(), tr[2].std()

    tree_net = BonsaiNet(tr[1].shape[1], len(SPECIES))
    balance = LearnedTaskWeights(2)
    opt = torch.optim.AdamW(list(tree_net.parameters()) + list(balance.parameters()), lr=3e-3)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)

    for epoch in range(epochs):
        tree_net.train()
        order = torch.randperm(len(tr[0]), generator=gen)
        for k in range(0, len(order), batch):
            i = order[k:k + batch]
            m_hat, d_logit = tree_net(tr[0][i], tr[1][i])
            l_m = F.mse_loss(m_hat, (tr[2][i] - m_mu) / m_sd)
            l_d = F.binary_cross_entropy_with_logits(d_logit, tr[3][i])
            opt.zero_grad()
            balance(l_m, l_d).backward()
            opt.step()
            balance.keep_in_range()
        sched.step()

        tree_net.eval()
        with torch.no_grad():
            m_hat, d_logit = tree_net(va[0], va[1])
            mae = (m_hat * m_sd + m_mu - va[2]).abs().mean().item()
            acc = ((d_logit > 0).float() == va[3]).float().mean().item()
        print(f"epoch {epoch:2d}  moisture MAE {mae:5.2f} %vol  leaf-drop acc {acc:.3f}  "
              f"log-var {[round(v, 2) for v in balance.log_var.tolist()]}")


if __name__ == "__main__":
    run()
