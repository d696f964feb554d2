import math

import torch

from denoiser import Denoiser
from sampler import ancestral_sample, evaluate_denoising
from schedule import LinearSchedule


def two_moons(n, gen):
    t = torch.rand(n, generator=gen) * math.pi
    upper = torch.rand(n, generator=gen) < 0.5
    x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
    y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
    return torch.stack([x, y], dim=1) + 0.05 * torch.randn(n, 2, generator=gen)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    schedule = LinearSchedule()
    model = Denoiser()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    for it in range(300):
        x0 = two_moons(128, gen)
        t = torch.randint(0, schedule.steps, (x0.size(0),), generator=gen)
        noise = torch.randn(x0.shape, generator=gen)
        loss = torch.mean((model(schedule.q_sample(x0, t, noise), t) - noise) ** 2)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        if it % 100 == 0:
            val = evaluate_denoising(model, schedule, two_moons(256, gen), generator=gen)
            print(f"iter {it}: train {loss.item():.4f} val {val:.4f}")
    samples = ancestral_sample(model, schedule, 500, generator=gen)
    print("sample mean", [round(v, 3) for v in samples.mean(0).tolist()],
          "requires_grad", samples.requires_grad)


if __name__ == "__main__":
    main()
