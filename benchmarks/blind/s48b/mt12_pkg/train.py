import numpy as np
import torch

from .losses import StefanLoss
from .nets import MeltFilm
from .phases import adam_warmup, lbfgs_polish
from .stefan import exact_front, similarity_lambda


def main(beta=0.8, t0=0.05, n_pts=128, warmup=400, stefan_after=150, rounds=3, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    lam = similarity_lambda(beta)
    print(f"Stefan number {beta}, similarity lambda {lam:.4f}")
    model = MeltFilm()
    loss_fn = StefanLoss(beta, lam, t0, stefan_after)

    def sample():
        xi = torch.rand(n_pts, 1, generator=gen)
        t = t0 + (1.0 - t0) * torch.rand(n_pts, 1, generator=gen)
        return xi, t

    adam_warmup(model, loss_fn, sample, warmup)
    xi, t = sample()
    lbfgs_polish(model, loss_fn, xi, t, rounds, final_it=warmup)

    t_check = torch.linspace(t0, 1.0, 50).unsqueeze(1)
    with torch.no_grad():
        front_err = (model.front(t_check) - exact_front(t_check, lam)).abs().max().item()
    print(f"max interface error {front_err:.4f} (final film thickness {2 * lam:.3f})")


if __name__ == "__main__":
    main()
