"""A small DDPM-style denoiser for 2-D particle positions on a spiral galaxy arm."""
import math

import torch
import torch.nn.functional as F
from torch import nn

T_STEPS = 60


class Squash(torch.autograd.Function):
    """x / (1 + |x|), with a hand-written backward."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x / (1 + x.abs())

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out / (1 + x.abs()) ** 2


def spiral_arm(n):
    r = torch.rand(n).sqrt() * 3.0
    theta = 1.6 * r + 0.25 * torch.randn(n) + math.pi * torch.randint(2, (n,))
    points = torch.stack([r * torch.cos(theta), r * torch.sin(theta)], dim=1)
    return points / 1.8


def schedule(t_steps):
    betas = torch.linspace(1e-4, 0.05, t_steps)
    alphas = 1 - betas
    return betas, alphas, torch.cumprod(alphas, dim=0)


def time_features(t, dim=16):
    freqs = torch.exp(torch.linspace(0, math.log(100.0), dim // 2))
    angles = t.float().unsqueeze(1) / T_STEPS * freqs.unsqueeze(0) * 10
    return torch.cat([angles.sin(), angles.cos()], dim=1)


class Denoiser(nn.Module):
    def __init__(self, hidden=96):
        super().__init__()
        self.time_proj = nn.Linear(16, hidden)
        self.inp = nn.Linear(2, hidden)
        self.mid = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 2)

    def forward(self, x, t):
        h = self.inp(x)
        h += self.time_proj(time_features(t))
        h = Squash.apply(h)
        z = self.mid(h)
        z.add_(h)
        z = F.silu(z)
        return self.out(z)


def noised(x0, t, eps, alpha_bar):
    a = alpha_bar[t].unsqueeze(1)
    x_t = x0.clone()
    x_t.mul_(a.sqrt()).add_((1 - a).sqrt() * eps)
    return x_t


@torch.no_grad()
def sample(model, n, betas, alphas, alpha_bar):
    model.eval()
    x = torch.randn(n, 2)
    for step in reversed(range(T_STEPS)):
        t = torch.full((n,), step, dtype=torch.long)
        eps_hat = model(x, t)
        x.sub_(betas[step] / (1 - alpha_bar[step]).sqrt() * eps_hat).div_(alphas[step].sqrt())
        if step > 0:
            x.add_(betas[step].sqrt() * torch.randn_like(x))
    model.train()
    return x


def arm_distance(samples, reference):
    return torch.cdist(samples, reference).min(dim=1).values.mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = spiral_arm(6000)
    reference = spiral_arm(2000)
    betas, alphas, alpha_bar = schedule(T_STEPS)
    model = Denoiser()
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=25)
    print(f"mean distance to the arm, before: {arm_distance(sample(model, 1000, betas, alphas, alpha_bar), reference):.3f}")
    for epoch in range(25):
        order = torch.randperm(data.size(0))
        for start in range(0, data.size(0), 200):
            x0 = data[order[start:start + 200]]
            t = torch.randint(T_STEPS, (x0.size(0),))
            eps = torch.randn_like(x0)
            loss = F.mse_loss(model(noised(x0, t, eps, alpha_bar), t), eps)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
        scheduler.step()
        if epoch % 8 == 0 or epoch == 24:
            print(f"epoch {epoch:2d}  noise mse {loss.item():.4f}")
    samples = sample(model, 1000, betas, alphas, alpha_bar)
    print(f"mean distance to the arm, after: {arm_distance(samples, reference):.3f}  "
          f"(data to itself: {arm_distance(spiral_arm(1000), reference):.3f})")


if __name__ == "__main__":
    main()
