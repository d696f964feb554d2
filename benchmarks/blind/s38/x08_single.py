"""Energy-based density model of a 2-D pinwheel, trained by persistent contrastive divergence.

Negatives come from short-run Langevin chains started from a replay buffer.
"""
import torch
import torch.nn as nn


def pinwheel(n, arms=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    arm = torch.randint(0, arms, (n,), generator=g)
    r = 0.3 + torch.rand(n, generator=g) * 2.0
    theta = arm * (2 * torch.pi / arms) + 0.6 * r
    pts = torch.stack([r * theta.cos(), r * theta.sin()], dim=-1)
    return pts + 0.08 * torch.randn(n, 2, generator=g)


class Energy(nn.Module):
    def __init__(self, hidden=128):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(2, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, x):
        return self.net(x).squeeze(-1)


@torch.no_grad()
def _langevin_move(x, grad, step_size, noise, bound=4.0):
    x.add_(grad, alpha=-step_size)
    x.add_(torch.randn_like(x), alpha=noise)
    x.clamp_(-bound, bound)


def langevin(energy, x_init, steps=20, step_size=0.05, noise=0.01):
    x = x_init.clone().detach().requires_grad_(True)
    for _ in range(steps):
        e = energy(x).sum()
        (grad,) = torch.autograd.grad(e, x)
        _langevin_move(x, grad, step_size, noise)
    return x.detach()


class ReplayBuffer:
    def __init__(self, size=2048, reinit=0.05):
        self.samples = torch.rand(size, 2) * 8 - 4
        self.reinit = reinit

    def draw(self, n):
        idx = torch.randint(0, self.samples.shape[0], (n,))
        x = self.samples[idx].clone()
        fresh = torch.rand(n) < self.reinit
        x[fresh] = torch.rand(int(fresh.sum()), 2) * 8 - 4
        return x, idx

    def store(self, x, idx):
        self.samples[idx] = x


def main(steps=60, batch=128):
    torch.manual_seed(0)
    data = pinwheel(4096)
    energy = Energy()
    opt = torch.optim.Adam(energy.parameters(), lr=1e-3, betas=(0.0, 0.999))
    buffer = ReplayBuffer()
    for step in range(1, steps + 1):
        pos = data[torch.randint(0, data.shape[0], (batch,))]
        start, idx = buffer.draw(batch)
        neg = langevin(energy, start)
        buffer.store(neg, idx)

        e_pos, e_neg = energy(pos), energy(neg)
        loss = e_pos.mean() - e_neg.mean() + 0.1 * (e_pos.pow(2).mean() + e_neg.pow(2).mean())
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 20 == 0:
            gap = (e_neg.mean() - e_pos.mean()).item()
            print(f"step {step:3d}  loss {loss.item():.4f}  energy gap {gap:.3f}")


if __name__ == "__main__":
    main()
