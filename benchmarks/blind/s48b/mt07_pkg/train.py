import numpy as np
import torch

from .film import initial_slice, interferometer_points
from .model import MultiScaleFilmNet
from .trainer import thickness_error, train_film


def main(t_min=0.05, n_colloc=256, iters=500, lr=2e-3, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    model = MultiScaleFilmNet()
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    n_trainable = sum(p.numel() for p in model.parameters())
    print(f"trainable parameters: {n_trainable}")

    def colloc_fn():
        x = torch.rand(n_colloc, 1, generator=gen)
        t = t_min + (1.0 - t_min) * torch.rand(n_colloc, 1, generator=gen)
        return torch.cat([x, t], dim=1).requires_grad_(True)

    ic = initial_slice(64, t_min)
    data = interferometer_points(48, t_min, gen)
    train_film(model, opt, colloc_fn, ic, data, iters)
    print(f"relative L2 thickness error: {thickness_error(model, 41, t_min):.4f}")


if __name__ == "__main__":
    main()
