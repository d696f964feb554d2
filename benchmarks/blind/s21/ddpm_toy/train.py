import torch

from .denoiser import EpsNet
from .objectives import EpsObjective
from .sampler import ancestral_sample
from .schedule import LinearSchedule


def mixture(n):
    centers = torch.tensor([[-2.0, 0.0], [2.0, 0.0], [0.0, 2.0]])
    return centers[torch.randint(0, 3, (n,))] + 0.2 * torch.randn(n, 2)


def main(iters=1000, bs=128, **opt_kw):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    opt_kw = {"lr": 2e-3, **opt_kw}
    denoiser = EpsNet()
    sched = LinearSchedule()
    objective = EpsObjective(sched)
    opt = torch.optim.Adam(denoiser.parameters(), **opt_kw)
    for it in range(iters):
        opt.zero_grad()
        l_simple = objective(denoiser, mixture(bs))
        l_simple.backward()
        opt.step()
        if it % 250 == 0:
            print(f"iter {it:3d}  eps-mse {l_simple.item():.4f}")
    samples = ancestral_sample(denoiser, objective, 512)
    near = torch.cdist(samples, torch.tensor([[-2.0, 0.0], [2.0, 0.0], [0.0, 2.0]])).min(1).values
    print(f"fraction of samples within 0.6 of a mode: {(near < 0.6).float().mean().item():.3f}")


if __name__ == "__main__":
    main()
