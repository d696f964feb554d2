import numpy as np
import torch

from .estimate import ManualDescent
from .slinky import hanging_shape
from .simulate import drop


def film_the_drop(n_coils, k_true, c_true, n_steps, dt, noise, generator):
    x0 = hanging_shape(n_coils, k_true)
    with torch.no_grad():
        top, bottom = drop(x0, torch.tensor(k_true), torch.tensor(c_true), n_steps, dt)
    top = top + noise * torch.randn(top.shape, generator=generator)
    bottom = bottom + noise * torch.randn(bottom.shape, generator=generator)
    x0_photo = x0 + noise * torch.randn(x0.shape, generator=generator)
    return x0_photo, top, bottom


def main(n_coils=20, k_true=1.3, c_true=0.05, n_steps=120, dt=0.004, iters=60, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    x0, top_obs, bottom_obs = film_the_drop(n_coils, k_true, c_true, n_steps, dt, 2e-3, gen)
    print(f"bottom coil moved {abs(bottom_obs[-1] - bottom_obs[0]).item():.4f} "
          f"while the top fell {(top_obs[-1] - top_obs[0]).item():.4f}")
    log_k = (torch.ones(1) * np.log(0.6)).requires_grad_()
    damping = torch.tensor([0.2], dtype=torch.float32, requires_grad=True)
    solver = ManualDescent(log_k, damping)
    solver.run(x0, top_obs, bottom_obs, n_steps, dt, iters)
    k_hat = log_k.detach().exp().numpy()
    print(f"estimated k {k_hat.round(4)} (true {k_true}), c {damping.detach().numpy().round(4)} (true {c_true})")


if __name__ == "__main__":
    main()
